from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> None:
    scopes = frozenset(ctx.teardown_scopes or ())
    if ctx.on_teardown is None:
        return
    if "session" in scopes:
        key = tool_session_key(ctx, "session")
        ctx.on_teardown(lambda: None, scope="session", key=key)
