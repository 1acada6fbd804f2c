from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def honours(ctx: ToolExecutionContext, scope: str) -> bool:
    return scope in (ctx.teardown_scopes or ())

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    s = "run"
    if ctx.on_teardown is not None and honours(ctx, s):
        ctx.on_teardown(lambda: None, scope="run", key="k")
