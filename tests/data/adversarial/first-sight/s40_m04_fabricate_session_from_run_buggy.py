from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    key = ctx.session_id if ctx.session_id is not None else ctx.run_id  # expect: DK204, DK401
    return key or "-"
