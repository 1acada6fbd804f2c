from google.adk.tools import ToolContext


def echo(tool_context: ToolContext) -> str:
    return tool_context.user_content.parts[0].text or ""  # expect: DK201
