from contextlib import suppress

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    tenant = "default"
    with suppress(AttributeError):
        tenant = ctx.identity.tenant.upper()
    return tenant
