from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not bool(ctx.run_id):
        return ""
    return ctx.run_id.upper()
