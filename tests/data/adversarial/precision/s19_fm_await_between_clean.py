from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    if ctx.client_id is None:
        return "anon"
    await ctx.info("working")
    await asyncio.sleep(0)
    return ctx.client_id.lower()
