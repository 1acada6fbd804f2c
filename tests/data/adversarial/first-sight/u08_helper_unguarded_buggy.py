from devkit.adk import create_tool, ToolContext
import asyncio

async def _load(ctx, name):
    return await ctx.load_artifact(name)  # expect: DK203

async def dump(args, ctx: ToolContext):
    return [await _load(ctx, n) for n in args.names]
