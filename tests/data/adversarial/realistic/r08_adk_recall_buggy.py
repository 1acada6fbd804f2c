from devkit.adk import ToolContext, create_tool


async def recall(args, ctx: ToolContext) -> list[str]:
    if not args.query:
        return []
    hits = await ctx.search_memory(args.query)  # expect: DK203
    return [h.memory for h in hits if h.score > 0.7]


recall_tool = create_tool(name="recall", schema=None, fn=recall)
