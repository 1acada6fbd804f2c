from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="d")
def d(args, ctx: ToolExecutionContext, keep: bool = False):
    wanted = "session" if keep else "run"
    scopes = ctx.teardown_scopes or ()
    if "run" in scopes and "session" in scopes and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope=wanted)
