from devkit.adk import create_tool, ToolContext

async def recall(args, ctx: ToolContext):
    if ctx.memory_service is None:
        return []
    found = await ctx.search_memory(args.query)
    return [m for m in found if m.score > 0.5]
