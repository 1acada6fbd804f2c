from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def why(ctx: ToolContext, call_id: str) -> str:
    if (message := ctx.get_rejection_message(call_id)) is None:
        return "no decision"
    return message.strip()
