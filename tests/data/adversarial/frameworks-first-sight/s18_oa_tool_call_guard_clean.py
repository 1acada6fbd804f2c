from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def call_id(ctx: ToolContext[None]) -> str:
    call = ctx.tool_call
    if not call:
        return ctx.tool_call_id
    return call.call_id
