from devkit.adk import create_tool, ToolContext

def f(tool_context: ToolContext):
    if tool_context.session is None:  # expect: DK205
        return None
    return tool_context.session.id
