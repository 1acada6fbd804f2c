import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if hasattr(ctx, "artifacts"):  # expect: DK202
        ctx.artifacts.put("a.txt", "x")
    return ""
