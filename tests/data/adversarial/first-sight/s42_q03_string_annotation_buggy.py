from __future__ import annotations

from typing import TYPE_CHECKING

from devkit.agent import tool

if TYPE_CHECKING:
    from devkit.agent import ToolExecutionContext


@tool(name="t", description="d")
def t(args, ctx: "ToolExecutionContext") -> str:
    return ctx.session_id.lower()  # expect: DK201
