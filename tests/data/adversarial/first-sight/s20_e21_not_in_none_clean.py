from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.session_id not in (None, ""):
        return ctx.session_id.upper()
    return ""
