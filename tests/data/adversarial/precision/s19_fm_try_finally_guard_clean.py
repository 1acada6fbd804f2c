from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    try:
        if ctx.client_id is None:
            return "anon"
        value = ctx.client_id.lower()
    finally:
        await ctx.debug("done")
    return value
