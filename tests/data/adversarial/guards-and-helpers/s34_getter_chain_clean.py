from devkit.agent import ToolExecutionContext, tool


def _identity(ctx: ToolExecutionContext):
    return ctx.identity


def identity_of(ctx: ToolExecutionContext):
    return _identity(ctx)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = identity_of(ctx)
    if ident is None:
        return ""
    return str(ident.tenant)
