from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.run_id is None:
        return ctx.run_id.upper()
    return "-"
