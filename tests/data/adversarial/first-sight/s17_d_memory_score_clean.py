from devkit.adk import ToolContext, create_tool


async def fn(args, ctx: ToolContext) -> dict:
    if not ctx.memory_service:
        return {"best": None}
    found = await ctx.search_memory("q")
    return {"best": max((r.score for r in found), default=None)}


TOOL = create_tool(name="t", description="d", schema=None, fn=fn)
