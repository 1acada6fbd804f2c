import asyncio

from devkit.agent import ToolExecutionContext, tool


def _aborted(ctx: ToolExecutionContext) -> bool:
    return ctx.signal is not None and ctx.signal.aborted


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    n = 0
    while not _aborted(ctx):
        await asyncio.sleep(1)
        n += 1
        if n > 5:
            break
    return n
