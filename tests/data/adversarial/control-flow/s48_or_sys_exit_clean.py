import sys

from devkit.agent import ToolExecutionContext, tool


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    ctx.identity or sys.exit("no identity")
    return ctx.identity.tenant
