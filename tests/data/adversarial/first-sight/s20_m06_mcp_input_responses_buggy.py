from devkit.mcp import ExecutionContext, tool


@tool(name="confirm")
async def confirm(args: dict, ctx: ExecutionContext) -> bool:
    answer = ctx.input_responses.get("confirm")  # expect: DK201
    return bool(answer)
