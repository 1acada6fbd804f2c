import uuid

from devkit.agent import ToolExecutionContext, tool


def _run(ctx: ToolExecutionContext) -> str:
    return ctx.run_id or uuid.uuid4().hex  # expect: DK204


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _run(ctx)
