from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def signature(ctx: ToolContext, text: str) -> str:
    return f"{text} -- {ctx.agent.name} via {ctx.tool_name}"
