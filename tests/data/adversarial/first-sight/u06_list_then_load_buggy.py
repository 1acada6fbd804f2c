from devkit.adk import create_tool, ToolContext
import asyncio

async def dump(args, ctx: ToolContext):
    if ctx.artifact_service is None:
        names = []
    else:
        names = await ctx.list_artifacts()
    out = {}
    for name in names:
        out[name] = await ctx.load_artifact(name)  # expect: DK203
    return out
