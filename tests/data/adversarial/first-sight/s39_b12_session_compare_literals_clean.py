from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id in (None, "", "anonymous"):
        return "no session"
    return "has session"
