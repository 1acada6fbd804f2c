import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    run = str(uuid.uuid4()) if ctx.run_id is None else ctx.run_id  # expect: DK204
    return run
