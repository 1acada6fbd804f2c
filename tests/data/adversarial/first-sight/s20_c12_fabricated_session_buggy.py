import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="trace", description="trace")
async def trace(args: dict, ctx: ToolExecutionContext) -> dict:
    session = ctx.session_id if ctx.session_id is not None else uuid.uuid4().hex  # expect: DK204
    return {"trace": session}
