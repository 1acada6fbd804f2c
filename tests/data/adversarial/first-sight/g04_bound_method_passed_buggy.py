from devkit.adk import create_tool, ToolContext
import functools

async def run_query(fn, q):
    return await fn(q)  # expect: DK203

async def recall(args, ctx: ToolContext):
    return await run_query(ctx.search_memory, args.query)
