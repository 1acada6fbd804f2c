from google.adk.agents.callback_context import CallbackContext
from google.adk.tools import ToolContext


def last_words(tool_context: ToolContext) -> dict:
    content = tool_context.user_content
    if content is None or not content.parts:
        return {"text": ""}
    return {"text": content.parts[-1].text}


def log_role(callback_context: CallbackContext) -> None:
    content = callback_context.user_content
    role = content.role if content else None
    print((role or "user").upper())
    for part in (content.parts or []) if content is not None else []:
        print(part.text)
