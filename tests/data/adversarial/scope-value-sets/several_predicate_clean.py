from devkit.agent import ToolExecutionContext, tool, tool_session_key


def honours(ctx: ToolExecutionContext, scope: str) -> bool:
    return scope in (ctx.teardown_scopes or ())


@tool(name="e")
def e(args, ctx: ToolExecutionContext, flag: bool = False):
    wanted = "run"
    if flag:
        wanted = "session"
    if honours(ctx, wanted) and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope=wanted)
