import sys

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is not None:
        pass
    else:
        sys.exit("no identity")
    return ctx.identity.principal or ""
