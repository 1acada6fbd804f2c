from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def prefix(ctx: ToolContext[None]) -> str:
    return "" if ctx.tool_namespace is not None else ctx.tool_namespace.upper()  # expect: DK201
