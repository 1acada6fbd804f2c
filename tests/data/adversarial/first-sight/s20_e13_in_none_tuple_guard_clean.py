from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.run_id in (None, ""):
        return ""
    return ctx.run_id.upper()
