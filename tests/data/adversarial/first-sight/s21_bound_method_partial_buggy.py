import functools

from devkit.adk import ToolContext, create_tool


async def _store(args, ctx: ToolContext) -> dict:
    save = functools.partial(ctx.save_artifact, "out.txt")
    await save(b"data")  # expect: DK203
    return {}


store = create_tool(name="store", description="d", schema=None, fn=_store)
