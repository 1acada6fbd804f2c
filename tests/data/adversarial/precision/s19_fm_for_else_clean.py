from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context, items: list[str]) -> str:
    for item in items:
        if item == ctx.client_id:
            break
    else:
        return "not found"
    return item.upper()
