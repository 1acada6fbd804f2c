from devkit.agent import ToolExecutionContext, tool


@tool(name="where", description="Says where the call comes from.")
def where(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None or ident.tenant is None or ident.principal is None:
        return "unknown"
    return ident.tenant + "/" + ident.principal
