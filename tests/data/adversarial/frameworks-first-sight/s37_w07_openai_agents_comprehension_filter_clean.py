from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def names(ctx: ToolContext[None], items: list[str]) -> list[str]:
    return [ctx.tool_namespace + i for i in items if ctx.tool_namespace]
