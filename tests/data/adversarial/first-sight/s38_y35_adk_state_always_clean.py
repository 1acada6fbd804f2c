from devkit.adk import ToolContext, create_tool


def bump(tool_context: ToolContext) -> int:
    count = tool_context.state.get("count", 0) + 1
    tool_context.state["count"] = count
    tool_context.actions.state_delta["count"] = count
    return count
