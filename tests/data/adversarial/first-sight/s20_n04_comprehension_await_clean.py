import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="fetch", description="fetch")
async def fetch(args: dict, ctx: ToolExecutionContext) -> list:
    return await asyncio.gather(*[asyncio.sleep(0, result=i) for i in range(3)])
