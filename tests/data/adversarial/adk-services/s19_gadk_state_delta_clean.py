from google.adk.tools import ToolContext


def bump(tool_context: ToolContext) -> int:
    count = tool_context.state.get("count", 0) + 1
    tool_context.state["count"] = count
    if tool_context.actions.transfer_to_agent:
        return -1
    return count
