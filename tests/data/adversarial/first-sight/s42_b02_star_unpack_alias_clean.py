from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    first, *rest = (ctx.identity, ctx.run_id, ctx.session_id)
    if first is None:
        return "anon"
    return first.principal or "-"
