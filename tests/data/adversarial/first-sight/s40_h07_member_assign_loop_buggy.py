from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    if ctx.metadata is None:
        return 0
    total = 0
    for item in input.items:
        total += len(ctx.metadata)  # expect: DK201
        ctx.metadata = item.meta
    return total
