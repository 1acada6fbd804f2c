from devkit.agent import ToolExecutionContext, tool


@tool(name="trace", description="Tag the work with its run.")
async def trace(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is not None:
        run = ctx.run_id
    else:
        run = None
    if run is None:
        return "not part of a run"
    return run


@tool(name="trace_session", description="Tag the work with its session.")
async def trace_session(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id:
        label = ctx.session_id
    else:
        return "no session"
    return label
