from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    return getattr(ctx, "run_id", None) or "local"  # expect: DK204
