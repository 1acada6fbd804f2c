from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def who(ctx: ToolContext[None]) -> str:
    return ctx.agent.name
