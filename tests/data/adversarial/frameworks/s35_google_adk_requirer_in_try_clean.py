import logging

from google.adk.tools import ToolContext

log = logging.getLogger(__name__)


def require_user_content(tool_context: ToolContext) -> None:
    try:
        if tool_context.user_content is None:
            raise ValueError("this tool needs the user's message")
    finally:
        log.debug("checked the user's message")


def echo(tool_context: ToolContext) -> dict:
    require_user_content(tool_context)
    return {"parts": tool_context.user_content.parts or []}
