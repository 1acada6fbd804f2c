import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    run = ctx.run_id
    return run or "local"  # expect: DK204
