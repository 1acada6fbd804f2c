from devkit.adk import create_tool, ToolContext

async def remember(value: str, tool_context: ToolContext):
    tool_context.state["last"] = value
    return tool_context.session.id
