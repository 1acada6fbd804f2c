from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if not (ctx.identity and ctx.identity.tenant):
        return ""
    return ctx.identity.tenant.upper()
