from devkit.adk import ToolContext, create_tool


def make(prefix: str):
    async def recall(args, ctx: ToolContext) -> list:
        found = await ctx.search_memory(prefix + args.query)  # expect: DK203
        return list(found)

    return create_tool(name=f"{prefix}_recall", schema=None, fn=recall)
