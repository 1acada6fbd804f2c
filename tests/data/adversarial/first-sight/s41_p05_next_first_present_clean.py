from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    first = next((s for s in (ctx.session_id, ctx.run_id) if s is not None), None)
    return first.upper() if first is not None else ""
