import sys

from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.identity:
        sys.exit("no identity")
    return ctx.identity.conversation or ""
