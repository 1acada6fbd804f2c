from devkit.adk import create_tool, ToolContext
import functools

async def save(args, ctx: ToolContext):
    store = functools.partial(ctx.save_artifact, args.name)
    await store(args.data)  # expect: DK203
    return "ok"
