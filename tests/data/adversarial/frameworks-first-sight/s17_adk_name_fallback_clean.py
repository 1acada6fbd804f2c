from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from google.adk.tools import ToolContext


def t(query: str, tool_context: ToolContext) -> dict:
    return {"q": query, "agent": tool_context.agent_name}
