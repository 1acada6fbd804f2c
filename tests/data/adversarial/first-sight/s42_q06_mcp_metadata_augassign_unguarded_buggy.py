from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> int:
    ctx.metadata["calls"] += 1  # expect: DK201
    return 1
