from devkit.agent import ToolExecutionContext, tool


def _refuse(reason):
    raise PermissionError(reason)


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    ident = ctx.identity or _refuse("no identity")
    print("tenant", ctx.identity.tenant, ident.principal)
