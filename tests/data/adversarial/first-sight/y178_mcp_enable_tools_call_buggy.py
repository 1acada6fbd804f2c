from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    ctx.enable_tools(["other"])  # expect: DK201
    return "ok"
