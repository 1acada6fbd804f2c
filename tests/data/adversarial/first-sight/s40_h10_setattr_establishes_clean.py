from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    if ctx.metadata is None:
        setattr(ctx, "metadata", {"fresh": True})
    return len(ctx.metadata)
