import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    run = rid if (rid := ctx.run_id) is not None else str(uuid.uuid4())  # expect: DK204
    return run
