from agents import function_tool, RunContextWrapper

async def t(ctx: RunContextWrapper[dict], x: int) -> str:
    return ctx.tool_input.x  # expect: DK201

tool = function_tool(name_override="x")(t)
