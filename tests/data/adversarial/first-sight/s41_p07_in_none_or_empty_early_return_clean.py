from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id in (None, ""):
        return "no run"
    return ctx.run_id.upper()
