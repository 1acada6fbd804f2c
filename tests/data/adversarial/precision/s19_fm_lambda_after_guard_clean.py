from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context, items: list[str]) -> list[str]:
    cid = ctx.client_id
    if cid is None:
        return []
    return sorted(items, key=lambda item: item.startswith(cid))
