from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

SCOPE = "run"

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    SCOPE = "session"
    if ctx.on_teardown is not None and "run" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope=SCOPE, key="k")  # expect: DK301
