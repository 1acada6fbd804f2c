from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.session_id:  # expect: DK204
        case None:
            held = "anonymous-session"
        case _:
            held = ctx.session_id
    return held
