import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if not ctx.tool_call_id:  # expect: DK205
        return ""
    return ctx.tool_call_id
