from typing import NoReturn

from google.adk.tools import ToolContext


def refuse(reason: str) -> NoReturn:
    raise ValueError(reason)


def transfer(amount: int, tool_context: ToolContext) -> str:
    tool_context.tool_confirmation or refuse("needs a confirmation first")
    return "done" if tool_context.tool_confirmation.confirmed else "declined"
