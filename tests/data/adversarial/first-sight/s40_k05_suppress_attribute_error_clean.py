import contextlib

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    tenant = "-"
    with contextlib.suppress(AttributeError):
        tenant = ctx.identity.tenant or "-"
    return tenant
