from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    match ctx.identity:
        case None:
            return None
        case ident:
            return ident.tenant
