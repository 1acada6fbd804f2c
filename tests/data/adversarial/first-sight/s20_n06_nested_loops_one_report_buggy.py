import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="grid", description="grid")
async def grid(args: dict, ctx: ToolExecutionContext) -> int:
    n = 0
    for row in range(3):  # expect: DK501
        for col in range(3):
            await asyncio.sleep(0)
            n += row * col
    return n
