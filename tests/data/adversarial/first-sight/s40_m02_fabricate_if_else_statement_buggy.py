from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id is None:  # expect: DK204
        sid = "default-session"
    else:
        sid = ctx.session_id
    return sid
