import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="poll", description="Polls until cancelled.")
async def poll(args, ctx: ToolExecutionContext) -> int:
    ticks = 0
    while not ctx.signal.aborted:  # expect: DK201
        await asyncio.sleep(1)
        ticks += 1
    return ticks
