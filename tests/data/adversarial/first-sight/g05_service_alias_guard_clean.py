from devkit.adk import create_tool, ToolContext
import functools

async def recall(args, ctx: ToolContext):
    memory = ctx.memory_service
    if not memory:
        return []
    return await ctx.search_memory(args.query)
