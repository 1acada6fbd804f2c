from devkit.mcp import ExecutionContext, tool


@tool(name="unlock")
async def unlock(args: dict, ctx: ExecutionContext) -> str:
    ctx.enable_tools(["admin"])  # expect: DK201
    return "ok"
