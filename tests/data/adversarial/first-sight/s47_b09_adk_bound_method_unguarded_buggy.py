from devkit.adk import ToolContext, create_tool


async def _save(args, ctx: ToolContext) -> dict:
    save = ctx.save_artifact
    await save("report.txt", b"data")  # expect: DK203
    return {"saved": True}


save_tool = create_tool(name="save", description="Saves a report.", schema=None, fn=_save)
