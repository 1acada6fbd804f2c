from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="b")
def b(args, ctx: ToolExecutionContext, flag: bool = False):
    wanted = "run"
    if flag:
        wanted = "session"
    if wanted not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:
        return "no cleanup here"
    ctx.on_teardown(lambda: None, scope=wanted)
    return "ok"
