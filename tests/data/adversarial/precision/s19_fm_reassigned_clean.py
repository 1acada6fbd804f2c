from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    cid = ctx.client_id
    if cid is None:
        cid = "anon"
    return cid.lower()
