from devkit.adk import ToolContext, create_tool


async def fn(args, ctx: ToolContext) -> dict:
    if ctx.artifact_service is None:
        return {"n": 0}
    names = await ctx.list_artifacts()
    return {"n": len(names)}


TOOL = create_tool(name="t", description="d", schema=None, fn=fn)
