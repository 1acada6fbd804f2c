from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    while True:
        if ctx.task_id is not None:
            break
        await asyncio.sleep(1)
    return ctx.task_id.upper()
