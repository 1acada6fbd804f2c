from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from google.adk.tools import ToolContext


def set_flag(flag: str, ctx: ToolContext) -> dict:  # expect: DK004
    ctx.state[flag] = True
    return {"ok": True}
