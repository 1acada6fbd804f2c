from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> list:
    out = []
    for key in ctx.input_responses:  # expect: DK201
        out.append(key)
    return out
