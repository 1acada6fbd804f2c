from devkit.mcp import ExecutionContext, tool


@tool(name="tag")
async def tag(args: dict, ctx: ExecutionContext) -> dict:
    if not ctx.metadata:
        ctx.metadata = {"count": 0}
    ctx.metadata["count"] = ctx.metadata.get("count", 0) + 1
    return {"count": ctx.metadata["count"]}
