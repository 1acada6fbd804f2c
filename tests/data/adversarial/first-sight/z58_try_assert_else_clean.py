from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> object:
    try:
        ident = ctx.identity
        assert ident is not None
    except AssertionError:
        return ""
    else:
        return ident.conversation
