from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def why(ctx: ToolContext, call_id: str) -> str:
    message = ctx.get_rejection_message(call_id)
    return message.strip()  # expect: DK201
