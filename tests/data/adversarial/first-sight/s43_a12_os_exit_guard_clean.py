import os

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.teardown_scopes is None:
        os._exit(3)
    return ",".join(ctx.teardown_scopes)
