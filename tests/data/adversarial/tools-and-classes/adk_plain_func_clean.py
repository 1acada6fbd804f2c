from devkit.adk import create_tool, ToolContext

def add(a: int, b: int, tool_context: ToolContext) -> int:
    tool_context.state["sum"] = a + b
    tool_context.actions.escalate = True
    return a + b
