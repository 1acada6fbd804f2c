import contextlib

from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    found = "anonymous"
    with contextlib.suppress(KeyError):
        found = ctx.identity.tenant  # expect: DK201
    return found
