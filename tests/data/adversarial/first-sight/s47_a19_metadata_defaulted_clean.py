from devkit.mcp import ExecutionContext, tool


@tool(name="tag")
async def tag(args, ctx: ExecutionContext) -> dict:
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["tagged"] = True
    return {"keys": len(ctx.metadata)}
