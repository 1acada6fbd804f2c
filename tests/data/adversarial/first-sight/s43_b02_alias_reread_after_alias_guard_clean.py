from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None:
        return "-"
    if args.refresh:
        ident = ctx.identity
    return ident.tenant or "-"
