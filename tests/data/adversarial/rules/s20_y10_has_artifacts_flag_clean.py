import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.has_artifacts:
        ctx.artifacts.put("a.txt", "x")
    return ""
