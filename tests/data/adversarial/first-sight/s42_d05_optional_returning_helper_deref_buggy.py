from devkit.agent import ToolExecutionContext, tool


def tenant_of(ctx: ToolExecutionContext) -> str | None:
    return ctx.identity.tenant if ctx.identity else None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return tenant_of(ctx).upper()  # expect: DK201
