from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    if isinstance(ctx.transport, str):
        return ctx.transport.upper()
    assert isinstance(ctx.task_id, str)
    return ctx.task_id.upper()
