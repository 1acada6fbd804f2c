from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def call(ctx: ToolContext[None]) -> str:
    return ctx.tool_call.call_id
