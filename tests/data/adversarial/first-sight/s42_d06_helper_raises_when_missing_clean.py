from devkit.agent import ToolExecutionContext, tool


def require_tenant(ctx: ToolExecutionContext) -> str:
    if ctx.identity is None or not ctx.identity.tenant:
        raise PermissionError("tenant required")
    return ctx.identity.tenant


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    tenant = require_tenant(ctx)
    return tenant.upper() + (ctx.identity.principal or "")
