from devkit.adk import create_tool, ToolContext

async def load(args, ctx: ToolContext):
    try:
        return await ctx.load_artifact(args.name)
    except Exception:
        return None
