from devkit.adk import ToolContext, create_tool


def sid(tool_context: ToolContext) -> str:
    if tool_context.session is None:  # expect: DK205
        return ""
    return tool_context.session.id
