import asyncio

from devkit.agent import ToolExecutionContext, tool

_LOCK = asyncio.Lock()


@tool(name="poll", description="d")
async def poll(args: dict, ctx: ToolExecutionContext) -> str:
    async with _LOCK:
        if ctx.signal is None:
            return "no signal"
    return "aborted" if ctx.signal.aborted else "running"
