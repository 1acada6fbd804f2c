from devkit.agent import ToolExecutionContext, tool


@tool(name="key", description="Key.")
async def key(args, ctx: ToolExecutionContext) -> dict:
    if ctx.session_id in (None, ""):
        return {}
    return {ctx.session_id: "seen"}  # expect: DK401
