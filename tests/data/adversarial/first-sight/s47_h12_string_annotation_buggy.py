from __future__ import annotations

from typing import TYPE_CHECKING

from devkit.agent import tool

if TYPE_CHECKING:
    from devkit.agent import ToolExecutionContext


@tool(name="who", description="Names the caller.")
def who(args, ctx: "ToolExecutionContext") -> str:
    return ctx.identity.tenant or "none"  # expect: DK201
