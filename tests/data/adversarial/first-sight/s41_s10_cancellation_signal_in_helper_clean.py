import asyncio

from devkit.mcp import ExecutionContext, tool


def _stopped(ctx: ExecutionContext) -> bool:
    return ctx.abort_signal is not None and ctx.abort_signal.aborted


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    n = 0
    while not _stopped(ctx):
        await asyncio.sleep(1)
        n += 1
    return n
