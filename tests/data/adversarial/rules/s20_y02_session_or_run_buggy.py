import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    scope = ctx.session_id or ctx.run_id  # expect: DK204
    return str(scope)
