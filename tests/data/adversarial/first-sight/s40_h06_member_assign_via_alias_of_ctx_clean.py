from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    c = ctx
    c.metadata = c.metadata or {}
    ctx.metadata["k"] = 1
    return len(ctx.metadata)
