from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None:
        return "none"
    if args.other:
        ident = args.other_ctx.identity
    return ident.tenant or "-"
