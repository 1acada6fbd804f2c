import contextlib

from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    found = "anonymous"
    with contextlib.suppress(AttributeError):
        found = ctx.identity.tenant
    return found
