import asyncio

from devkit.mcp import ExecutionContext, tool


@tool(name="poll")
async def poll(args, ctx: ExecutionContext) -> int:
    n = 0
    while n < 10:  # expect: DK501
        await asyncio.sleep(1)
        n += 1
    return n
