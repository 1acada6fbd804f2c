import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return f"run-{ctx.run_id or uuid.uuid4()}"  # expect: DK204
