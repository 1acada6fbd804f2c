from devkit.adk import ToolContext, create_tool


async def _find(args, ctx: ToolContext) -> dict:
    memory = ctx.memory_service
    if not memory:
        return {}
    hits = await ctx.search_memory(args.query)
    return {"n": len(hits)}


find = create_tool(name="find", description="d", schema=None, fn=_find)
