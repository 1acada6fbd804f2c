from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    if input.fresh:
        ctx.metadata = {"fresh": True}
    return len(ctx.metadata)  # expect: DK201
