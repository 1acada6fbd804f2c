from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    standalone = ctx.run_id is None
    return "standalone" if standalone else "in a run"
