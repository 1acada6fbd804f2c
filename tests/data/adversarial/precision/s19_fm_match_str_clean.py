from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    match ctx.client_id:
        case str() as cid:
            return cid.lower()
        case None:
            return "anon"
