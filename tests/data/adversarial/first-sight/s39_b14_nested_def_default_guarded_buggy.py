from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    def tenant_of(ident=ctx.identity) -> str:
        if ident is None:
            return "none"
        return ident.tenant  # hands back an optional tenant

    return tenant_of().upper()  # expect: DK201
