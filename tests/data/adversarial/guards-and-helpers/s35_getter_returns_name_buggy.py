from devkit.agent import ToolExecutionContext, tool


def tenant_of(ctx: ToolExecutionContext):
    ident = ctx.identity
    if ident is None:
        ident = None
    return ident


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return tenant_of(ctx).tenant  # expect: DK201
