from devkit.adk import create_tool, ToolContext

def f(tool_context: ToolContext):
    if tool_context.state:
        return dict(tool_context.state)
    return {}
