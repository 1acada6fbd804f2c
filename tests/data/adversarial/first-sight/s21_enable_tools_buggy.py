from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> None:
    ctx.enable_tools(["admin"])  # expect: DK201
