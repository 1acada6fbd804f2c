from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None or ctx.identity.principal is None:
        return ""
    return ctx.identity.principal + "@" + ctx.identity.tenant.lower()  # expect: DK201
