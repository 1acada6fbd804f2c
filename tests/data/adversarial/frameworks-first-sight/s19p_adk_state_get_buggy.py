from google.adk.tools import ToolContext


def last(tool_context: ToolContext) -> str:
    user = tool_context.user_content
    return user.parts[0].text or ""  # expect: DK201
