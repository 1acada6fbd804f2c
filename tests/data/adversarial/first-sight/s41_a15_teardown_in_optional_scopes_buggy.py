from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "session")
    if "session" in ctx.teardown_scopes:  # expect: DK201
        if ctx.on_teardown is not None:
            ctx.on_teardown(lambda: None, scope="session", key=key)
    return key
