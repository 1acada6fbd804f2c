from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="unlock")
async def unlock(args, ctx: ExecutionContext) -> str:
    ctx.enable_tools(["admin"])  # expect: DK201
    return "unlocked"
