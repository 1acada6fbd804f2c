from typing import Any

from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def where(ctx: ToolContext[Any], what: str) -> str:
    return ctx.tool_namespace.upper() + what  # expect: DK201
