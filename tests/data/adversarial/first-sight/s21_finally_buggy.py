from devkit.adk import ToolContext, create_tool


async def _find(args, ctx: ToolContext) -> dict:
    try:
        if ctx.memory_service is None:
            return {}
        hits = await ctx.search_memory(args.query)
    finally:
        await ctx.save_artifact("log.txt", b"done")  # expect: DK203
    return {"hits": hits}


find = create_tool(name="find", description="d", schema=None, fn=_find)
