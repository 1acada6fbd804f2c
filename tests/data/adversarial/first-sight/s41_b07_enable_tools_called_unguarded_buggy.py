from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    ctx.enable_tools(["report"])  # expect: DK201
    return "enabled"
