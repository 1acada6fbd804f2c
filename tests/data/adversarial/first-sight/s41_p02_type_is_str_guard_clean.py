from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if type(ctx.run_id) is str:
        return ctx.run_id.upper()
    return ""
