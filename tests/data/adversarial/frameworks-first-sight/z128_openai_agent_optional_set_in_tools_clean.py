from typing import Any

from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def who(ctx: ToolContext[Any], q: str) -> str:
    return ctx.agent.name + q
