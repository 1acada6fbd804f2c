from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id in (None, ""):
        return "stateless"
    return "session " + ctx.session_id[:8]
