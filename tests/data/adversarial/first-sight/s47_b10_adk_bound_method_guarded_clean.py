from devkit.adk import ToolContext, create_tool


async def _save(args, ctx: ToolContext) -> dict:
    if ctx.artifact_service is None:
        return {"saved": False}
    save = ctx.save_artifact
    await save("report.txt", b"data")
    return {"saved": True}


save_tool = create_tool(name="save", description="Saves a report.", schema=None, fn=_save)
