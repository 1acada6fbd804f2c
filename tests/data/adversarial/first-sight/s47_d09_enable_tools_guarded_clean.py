from devkit.mcp import ExecutionContext, tool


@tool(name="unlock")
async def unlock(args, ctx: ExecutionContext) -> str:
    if ctx.enable_tools:
        ctx.enable_tools(["admin"])
    answers = (ctx.input_responses or {}).get("confirm")
    return str(answers)
