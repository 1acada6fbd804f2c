from devkit.adk import create_tool, ToolContext
import functools

async def listing(args, ctx: ToolContext):
    if ctx.artifact_service is None:
        raise RuntimeError("artifacts unavailable")
    for name in await ctx.list_artifacts():
        part = await ctx.load_artifact(name)
        print(name, part)
    return "ok"
