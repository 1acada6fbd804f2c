from google.adk.tools import ToolContext


def first_text(tool_context: ToolContext) -> dict:
    part = tool_context.user_content.parts[0]  # expect: DK201
    return {"text": part.text}
