from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None:
        return "anon"
    if args.other:
        ident = args.lookup.get(args.other)
    label = "-"
    if ident is not None:
        label = ident.principal or "-"
    return label + ctx.identity.tenant.upper()  # expect: DK201
