from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def where(ctx: ToolContext[None]) -> str:
    return ctx.tool_namespace.upper()  # expect: DK201
