from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="f")
def f(args, ctx: ToolExecutionContext, flag: bool = False):
    wanted = "run"
    if flag:
        wanted = "conversation"
    if wanted in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:  # expect: DK304
        ctx.on_teardown(lambda: None, scope=wanted)  # expect: DK304
