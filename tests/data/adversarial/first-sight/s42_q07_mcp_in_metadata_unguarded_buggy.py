from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> bool:
    return "trace" in ctx.metadata  # expect: DK201
