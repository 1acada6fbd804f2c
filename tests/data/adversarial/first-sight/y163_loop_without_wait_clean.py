import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    total = 0
    for i in range(1000):
        total += i
    return total
