from devkit.agent import ToolExecutionContext, tool


@tool(name="tenants", description="Prints the tenant a few times.")
def tenants(args, ctx: ToolExecutionContext) -> None:
    ident = ctx.identity
    if ident is None:
        return
    for _ in range(3):
        print(ident.tenant)  # expect: DK201
        ident = ctx.identity if args.again else None
