from devkit.adk import create_tool, ToolContext
import functools

async def recall(args, ctx: ToolContext):
    search = ctx.search_memory
    return await search(args.query)  # expect: DK203
