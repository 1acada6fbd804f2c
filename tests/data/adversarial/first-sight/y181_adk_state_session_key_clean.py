from devkit.adk import ToolContext


def remember(fact: str, tool_context: ToolContext) -> str:
    tool_context.state["fact"] = fact
    return tool_context.session.id
