from sys import exit as bail

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is None:
        bail(2)
    return ctx.run_id.upper()
