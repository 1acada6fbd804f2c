from devkit.mcp import ExecutionContext, tool


@tool(name="confirm")
async def confirm(args, ctx: ExecutionContext) -> str:
    answer = ctx.input_responses.get("confirm")  # expect: DK201
    ctx.disable_tools(["admin"])  # expect: DK201
    return str(answer)
