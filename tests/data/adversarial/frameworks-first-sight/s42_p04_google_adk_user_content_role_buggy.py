from google.adk.tools import ToolContext


def speaker(tool_context: ToolContext) -> str:
    content = tool_context.user_content
    return content.role or "user"  # expect: DK201
