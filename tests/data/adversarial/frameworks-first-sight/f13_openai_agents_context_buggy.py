from agents import function_tool, RunContextWrapper
from agents.tool_context import ToolContext

@function_tool
def ns(ctx: ToolContext[dict], q: str) -> str:
    return ctx.tool_namespace.upper() + q  # expect: DK201
