from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not not ctx.identity:
        return ctx.identity.principal or "-"
    return "anon"
