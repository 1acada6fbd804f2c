from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

RUN = "run"

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, RUN)
    if ctx.on_teardown is not None and "session" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope="session", key=key)  # expect: DK302
