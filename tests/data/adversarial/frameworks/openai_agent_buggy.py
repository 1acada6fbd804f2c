from agents import function_tool, RunContextWrapper

@function_tool
async def t(ctx: RunContextWrapper[dict], x: int) -> str:
    return ctx.context["k"] + ctx.tool_input.x  # expect: DK201
