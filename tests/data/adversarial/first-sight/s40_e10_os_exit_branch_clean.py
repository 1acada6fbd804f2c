import os

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.signal is None:
        os._exit(3)
    return "stop" if ctx.signal.aborted else "go"
