from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return getattr(ctx, "run_id", None).upper()  # expect: DK201
