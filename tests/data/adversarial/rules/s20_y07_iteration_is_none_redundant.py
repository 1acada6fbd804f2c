import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> int:
    return 0 if ctx.iteration is None else ctx.iteration  # expect: DK205
