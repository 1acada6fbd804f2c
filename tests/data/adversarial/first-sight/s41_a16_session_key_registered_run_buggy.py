from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "session")
    scopes = ctx.teardown_scopes or ()
    if "run" in scopes and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="run", key=key)  # expect: DK302
    return key
