import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="trace", description="Tag the work with its run.")
async def trace(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is not None:  # expect: DK204
        run = ctx.run_id
    else:
        run = uuid.uuid4().hex
    return run


@tool(name="trace_session", description="Tag the work with its session.")
async def trace_session(args, ctx: ToolExecutionContext) -> str:
    session = ctx.session_id
    if not session:  # expect: DK204
        label = "anonymous"
    else:
        label = session
    return label
