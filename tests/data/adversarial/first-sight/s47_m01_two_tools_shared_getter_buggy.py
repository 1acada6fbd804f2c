from devkit.agent import ToolExecutionContext, tool


def _tenant_of(ctx: ToolExecutionContext) -> str | None:
    return ctx.identity.tenant if ctx.identity else None


@tool(name="tenant_upper", description="Upper-cases the tenant.")
def tenant_upper(args, ctx: ToolExecutionContext) -> str:
    return _tenant_of(ctx).upper()  # expect: DK201


@tool(name="tenant_safe", description="Tenant or a dash.")
def tenant_safe(args, ctx: ToolExecutionContext) -> str:
    tenant = _tenant_of(ctx)
    return tenant.upper() if tenant else "-"
