from devkit.agent import ToolExecutionContext, tool


@tool(name="tenants", description="Prints the tenant while asked.")
def tenants(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    while ident is not None:
        print(ident.tenant)
        ident = None if args.once else ctx.identity
    return "done"
