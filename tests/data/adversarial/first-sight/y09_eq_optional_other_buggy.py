from devkit.agent import ToolExecutionContext, tool


@tool(name="compare", description="Compare the session with the run.")
async def compare(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id == ctx.run_id:
        return ctx.session_id.lower()  # expect: DK201
    return "different"
