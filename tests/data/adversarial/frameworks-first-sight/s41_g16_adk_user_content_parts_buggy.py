from google.adk.tools import ToolContext


def first_words(tool_context: ToolContext) -> str:
    text = tool_context.user_content.parts[0].text  # expect: DK201
    return " ".join(text.split()[:5])
