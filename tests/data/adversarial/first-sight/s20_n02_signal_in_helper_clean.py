import asyncio

from devkit.agent import ToolExecutionContext, tool


def _stopped(ctx: ToolExecutionContext) -> bool:
    return ctx.signal is not None and ctx.signal.aborted


@tool(name="poll", description="poll")
async def poll(args: dict, ctx: ToolExecutionContext) -> int:
    n = 0
    while not _stopped(ctx):
        await asyncio.sleep(1)
        n += 1
    return n
