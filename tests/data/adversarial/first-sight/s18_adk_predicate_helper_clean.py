from devkit.adk import create_tool, ToolContext


def has_memory(ctx: ToolContext) -> bool:
    return ctx.memory_service is not None


async def recall(args, ctx: ToolContext) -> dict:
    if has_memory(ctx):
        found = await ctx.search_memory(args.q)
        return {"n": len(found)}
    return {"n": 0}


t = create_tool(name="recall", fn=recall)
