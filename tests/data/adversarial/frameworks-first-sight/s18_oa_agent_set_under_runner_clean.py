from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def agent_name(ctx: ToolContext[None]) -> str:
    return ctx.agent.name
