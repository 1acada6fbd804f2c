from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    if (cid := ctx.client_id) is None:
        return "anon"
    return cid.lower()
