from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.on_teardown is None or "session" not in (ctx.teardown_scopes or ()):
        return ""
    key = tool_session_key(ctx, "run")
    ctx.on_teardown(lambda: None, scope="run", key=key)  # expect: DK301
    return key
