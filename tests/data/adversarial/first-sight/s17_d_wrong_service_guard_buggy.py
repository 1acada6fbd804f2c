from devkit.adk import ToolContext, create_tool


async def fn(args, ctx: ToolContext) -> dict:
    if ctx.memory_service is not None:
        names = await ctx.list_artifacts()  # expect: DK203
        return {"n": len(names)}
    return {"n": 0}


TOOL = create_tool(name="t", description="d", schema=None, fn=fn)
