import functools

from devkit.adk import ToolContext, create_tool


async def _save(args, ctx: ToolContext) -> dict:
    save = functools.partial(ctx.save_artifact, "report.txt")
    version = await save(b"data")  # expect: DK203
    return {"version": version}


save_tool = create_tool(name="save", description="Save.", fn=_save)
