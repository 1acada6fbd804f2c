from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id == "maintenance":
        return ctx.session_id.upper()
    return "normal"
