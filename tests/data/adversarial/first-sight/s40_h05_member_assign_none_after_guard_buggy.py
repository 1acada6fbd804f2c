from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    if ctx.request_state is None:
        return "none"
    if input.reset:
        ctx.request_state = None
    return str(ctx.request_state.get("step"))  # expect: DK201
