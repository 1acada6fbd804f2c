import sys

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is None:
        sys.exit("a run is required")
    return ctx.run_id.upper()
