from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Shouts the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str:
    if not (ctx.identity and ctx.identity.tenant):
        return "-"
    return ctx.identity.tenant.upper()
