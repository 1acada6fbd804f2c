import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return getattr(ctx, "run_id", None) or "adhoc"  # expect: DK204
