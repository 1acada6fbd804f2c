from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    c = ctx
    if c.run_id is None:
        return ""
    return ctx.run_id.upper()
