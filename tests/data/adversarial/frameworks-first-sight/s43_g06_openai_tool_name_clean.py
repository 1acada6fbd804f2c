from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def where(ctx: ToolContext, q: str) -> str:
    return ctx.tool_name.upper() + ctx.tool_call_id + q
