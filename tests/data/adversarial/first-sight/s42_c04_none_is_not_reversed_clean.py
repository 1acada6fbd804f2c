from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if None is not ctx.identity and None is not ctx.identity.tenant:
        return ctx.identity.tenant.title()
    return ""
