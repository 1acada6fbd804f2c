import sys

from devkit.agent import ToolExecutionContext, tool


@tool(name="owner", description="Names the owner.")
def owner(args, ctx: ToolExecutionContext) -> str | None:
    if ctx.identity is not None:
        print("tenant", ctx.identity.tenant)
    else:
        sys.exit(2)
    return ctx.identity.principal
