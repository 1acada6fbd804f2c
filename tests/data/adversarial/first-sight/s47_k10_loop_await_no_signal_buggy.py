import asyncio

from devkit.mcp import ExecutionContext, tool


@tool(name="poll")
async def poll(args, ctx: ExecutionContext) -> int:
    count = 0
    while count < args.limit:  # expect: DK501
        await asyncio.sleep(1)
        count += 1
    return count
