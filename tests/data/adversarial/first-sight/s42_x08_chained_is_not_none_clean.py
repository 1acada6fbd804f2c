from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is not None is not ctx.session_id:
        return ctx.run_id.upper() + ctx.session_id.upper()
    return ""
