from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    def tenant() -> str:
        ident = ctx.identity
        if ident is None or ident.tenant is None:
            return "none"
        return ident.tenant

    return tenant().upper()
