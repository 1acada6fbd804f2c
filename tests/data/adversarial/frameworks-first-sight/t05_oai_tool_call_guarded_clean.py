from typing import Any

from agents import RunContextWrapper, function_tool


@function_tool
def call_id(ctx: RunContextWrapper[Any]) -> str:
    if ctx.tool_call is None:
        return "direct"
    return str(ctx.tool_call)
