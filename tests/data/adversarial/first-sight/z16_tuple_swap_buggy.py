from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> object:
    a, b = ctx.identity, ctx.signal
    if a is None:
        return None
    b, a = a, b
    return a.aborted  # expect: DK201
