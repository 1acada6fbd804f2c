from agents import function_tool, RunContextWrapper

@function_tool
async def t(ctx: RunContextWrapper[dict], n: int) -> str:
    out = []
    while n > 0:
        n -= 1
        if ctx.tool_input is not None:
            break
    out.append(ctx.tool_input.x)  # expect: DK201
    return str(out)
