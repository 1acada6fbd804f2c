from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    tenant = ctx.identity and ctx.identity.tenant
    return tenant.upper()  # expect: DK201
