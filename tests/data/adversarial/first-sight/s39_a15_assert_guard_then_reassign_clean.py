from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    assert ident is not None
    if args.other:
        ident = args.other_identity or ctx.identity
    return ident.principal or ""
