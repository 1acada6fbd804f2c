import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    rid = ctx.run_id if ctx.run_id else str(uuid.uuid4())  # expect: DK204
    return rid
