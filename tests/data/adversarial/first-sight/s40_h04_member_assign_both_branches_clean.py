from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    if input.fresh:
        ctx.metadata = {"fresh": True}
    elif ctx.metadata is None:
        ctx.metadata = dict(input.seed)
    return len(ctx.metadata)
