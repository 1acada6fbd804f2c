from devkit.agent import ToolExecutionContext, tool


@tool(name="trace", description="Tag the work with its run.")
async def trace(args, ctx: ToolExecutionContext) -> str:
    run = "local" if None is ctx.run_id else ctx.run_id  # expect: DK204
    session = ctx.session_id if None is not ctx.session_id else "anonymous"  # expect: DK204
    return run + session
