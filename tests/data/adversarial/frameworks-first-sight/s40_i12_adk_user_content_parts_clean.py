from google.adk.tools import ToolContext


def echo(tool_context: ToolContext) -> str:
    content = tool_context.user_content
    if content is None or not content.parts:
        return ""
    return content.parts[0].text or ""
