from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args: dict, ctx: ExecutionContext) -> str:
    if ctx.abortSignal is not None:  # expect: DK002
        return "x"
    return ctx.requestId  # expect: DK002
