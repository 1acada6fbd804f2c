from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["seen"] = True
    return len(ctx.metadata)
