from devkit.mcp import ExecutionContext, tool


@tool(name="unlock")
async def unlock(args: dict, ctx: ExecutionContext) -> str:
    enable = ctx.enable_tools
    if enable is None:
        return "unsupported"
    enable(["admin"])
    return "ok"
