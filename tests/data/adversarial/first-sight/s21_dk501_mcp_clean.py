import asyncio

from devkit.mcp import ExecutionContext, tool


@tool(name="poll")
async def poll(args, ctx: ExecutionContext) -> int:
    n = 0
    while n < 10:
        if ctx.abort_signal is not None and ctx.abort_signal.aborted:
            break
        await asyncio.sleep(1)
        n += 1
    return n
