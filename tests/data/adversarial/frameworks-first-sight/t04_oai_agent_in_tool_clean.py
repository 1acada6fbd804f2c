from typing import Any

from agents import RunContextWrapper, function_tool


@function_tool
async def who(ctx: RunContextWrapper[Any], question: str) -> str:
    return f"{ctx.agent.name}: {question}"
