from devkit.agent import ToolExecutionContext, tool


def _tenant(ctx: ToolExecutionContext) -> str | None:
    if ctx.identity is None:
        return "none"
    return ctx.identity.tenant


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    tenant = _tenant(ctx)
    if tenant is None:
        return "no tenant"
    return tenant.upper()
