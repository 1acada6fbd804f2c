from devkit.adk import ToolContext, create_tool


async def recall(args, ctx: ToolContext) -> list:
    memory = ctx.memory_service
    if memory is None:
        return []
    found = await ctx.search_memory(args.query)
    return list(found)


tool = create_tool(name="recall", schema=None, fn=recall)
