from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity and ctx.identity.tenant:
        return ctx.identity.tenant.upper()
    return "-"
