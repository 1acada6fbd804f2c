from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Says the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity or args.fallback_identity
    return ident.principal or "-"
