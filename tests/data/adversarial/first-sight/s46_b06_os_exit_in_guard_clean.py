import os

from devkit.agent import ToolExecutionContext, tool


@tool(name="principal", description="Says the principal.")
def principal(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        os._exit(3)
    return ctx.identity.principal
