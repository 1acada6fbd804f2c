from agents import function_tool, RunContextWrapper

@function_tool
async def t(ctx: RunContextWrapper[dict], n: int) -> str:
    for _ in range(n):
        if ctx.tool_input is not None:
            break
    else:
        return "none"
    return str(ctx.tool_input.x)
