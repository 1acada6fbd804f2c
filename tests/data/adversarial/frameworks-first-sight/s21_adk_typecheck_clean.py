from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from google.adk.tools import ToolContext


def set_flag(flag: str, tool_context: ToolContext) -> dict:
    tool_context.state[flag] = True
    return {"ok": True}
