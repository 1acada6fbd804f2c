from devkit.adk import create_tool, ToolContext
import functools

async def save(args, ctx: ToolContext):
    if ctx.artifact_service is None:
        return "no artifact service"
    store = functools.partial(ctx.save_artifact, args.name)
    await store(args.data)
    return "ok"
