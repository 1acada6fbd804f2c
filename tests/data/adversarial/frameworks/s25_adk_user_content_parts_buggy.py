from google.adk.agents.callback_context import CallbackContext
from google.adk.tools import ToolContext


def last_words(tool_context: ToolContext) -> dict:
    content = tool_context.user_content
    if content is None:
        return {"text": ""}
    return {"text": content.parts[-1].text}  # expect: DK201


def log_role(callback_context: CallbackContext) -> None:
    if callback_context.user_content:
        print(callback_context.user_content.role.upper())  # expect: DK201
