from google.adk.tools import ToolContext


def first_text(tool_context: ToolContext) -> str:
    content = tool_context.user_content
    return content.parts[0].text or ""  # expect: DK201
