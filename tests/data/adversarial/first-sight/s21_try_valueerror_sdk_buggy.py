from devkit.adk import ToolContext, create_tool


async def _find(args, ctx: ToolContext) -> dict:
    try:
        hits = await ctx.search_memory(args.query)  # expect: DK203
    except ValueError:
        return {"hits": []}
    else:
        return {"hits": [h.memory for h in hits]}


find = create_tool(name="find", description="d", schema=None, fn=_find)
