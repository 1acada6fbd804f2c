from devkit.agent import tool, ToolExecutionContext


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    def known():
        return ident is not None
    if args.strict and not known():
        return None
    return ident.tenant  # expect: DK201
