from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity in (None,):
        return "anon"
    return ctx.identity.principal or "-"
