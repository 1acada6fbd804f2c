import contextlib

from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Says the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str:
    found = "-"
    with contextlib.suppress(AttributeError):
        found = ctx.identity.tenant or "-"
    return found
