from devkit.agent import ToolExecutionContext, tool


def _identity(ctx: ToolExecutionContext):
    return ctx.identity


def identity_of(ctx: ToolExecutionContext):
    return _identity(ctx)


def tenant_source(ctx: ToolExecutionContext):
    return identity_of(ctx)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return str(tenant_source(ctx).tenant)  # expect: DK201
