from devkit.adk import create_tool, ToolContext
import asyncio

async def _safe_load(ctx, name):
    try:
        return await ctx.load_artifact(name)
    except Exception:
        return None

async def dump(args, ctx: ToolContext):
    return {n: await _safe_load(ctx, n) for n in args.names}
