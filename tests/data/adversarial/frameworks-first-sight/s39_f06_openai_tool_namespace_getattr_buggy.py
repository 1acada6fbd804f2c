from agents import RunContextWrapper, function_tool
from agents.tool_context import ToolContext


@function_tool
def where(ctx: ToolContext[None], query: str) -> str:
    return getattr(ctx, "tool_namespace").upper() + query  # expect: DK201
