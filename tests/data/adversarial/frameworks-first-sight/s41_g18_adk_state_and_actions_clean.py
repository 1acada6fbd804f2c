from google.adk.tools import ToolContext


def hand_off(target: str, tool_context: ToolContext) -> dict:
    visits = tool_context.state.get("visits", 0)
    tool_context.state["visits"] = visits + 1
    tool_context.actions.transfer_to_agent = target
    return {"status": "transferring", "visits": visits + 1}
