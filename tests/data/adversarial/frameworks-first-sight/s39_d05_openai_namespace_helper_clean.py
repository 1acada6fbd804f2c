from agents import function_tool
from agents.tool_context import ToolContext


def _ns(ctx: ToolContext[None]) -> str:
    return ctx.tool_namespace if ctx.tool_namespace else "default"


@function_tool
def where(ctx: ToolContext[None], query: str) -> str:
    return _ns(ctx).upper() + query
