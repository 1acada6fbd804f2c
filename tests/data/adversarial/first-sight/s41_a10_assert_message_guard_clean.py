from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> bool:
    assert ctx.signal is not None, "this tool needs a cancellation signal"
    return ctx.signal.aborted
