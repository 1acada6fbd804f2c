from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

SESSION = "session"

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, SESSION)
    if ctx.on_teardown is not None and SESSION in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope=SESSION, key=key)
