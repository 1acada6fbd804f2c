from devkit.agent import ToolExecutionContext, tool


@tool(name="key", description="Key.")
async def key(args, ctx: ToolExecutionContext) -> str:
    return ctx.session_id or ctx.run_id or "local"  # expect: DK204
