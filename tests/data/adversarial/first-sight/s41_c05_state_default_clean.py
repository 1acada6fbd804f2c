from devkit.adk import ToolContext


def count(tool_context: ToolContext) -> int:
    seen = tool_context.state.get("seen", 0) + 1
    tool_context.state["seen"] = seen
    return seen
