from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "run")
    scopes = frozenset(ctx.teardown_scopes or ())
    if "run" not in scopes or ctx.on_teardown is None:
        return key
    ctx.on_teardown(lambda: None, scope="run", key=key)
    return key
