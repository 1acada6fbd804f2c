from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    wanted = "run"
    if ctx.on_teardown is not None and wanted in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope=wanted, key="k")
