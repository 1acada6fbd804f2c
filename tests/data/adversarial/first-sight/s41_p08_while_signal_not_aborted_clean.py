import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> int:
    ticks = 0
    while ctx.signal is not None and not ctx.signal.aborted and ticks < args.limit:
        await asyncio.sleep(0.1)
        ticks += 1
    return ticks
