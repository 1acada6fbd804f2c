import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    async def items():
        yield 1

    total = 0
    async for item in items():  # expect: DK501
        total += item
    return total
