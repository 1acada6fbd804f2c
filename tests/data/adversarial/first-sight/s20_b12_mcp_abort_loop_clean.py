import asyncio

from devkit.mcp import ExecutionContext, tool


@tool(name="poll")
async def poll(args: dict, ctx: ExecutionContext) -> dict:
    for _ in range(10):
        if ctx.abort_signal and ctx.abort_signal.aborted:
            return {"aborted": True}
        await asyncio.sleep(1)
    return {"done": True}
