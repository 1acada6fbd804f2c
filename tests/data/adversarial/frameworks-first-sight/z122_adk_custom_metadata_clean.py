from google.adk.tools import ToolContext


def tag(tool_context: ToolContext) -> str:
    tool_context.custom_metadata["seen"] = True
    tool_context.state["count"] = tool_context.state.get("count", 0) + 1
    return tool_context.agent_name
