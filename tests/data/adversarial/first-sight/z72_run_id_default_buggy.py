import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    run = ctx.run_id if ctx.run_id is not None else uuid.uuid4().hex  # expect: DK204
    return run
