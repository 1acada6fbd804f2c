from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="a")
def a(args, ctx: ToolExecutionContext, flag: bool = False):
    wanted = "run"
    if flag:
        wanted = "session"
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope=wanted)  # expect: DK301
