from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    if ctx.client_id is not None and len(ctx.client_id) > 3:
        return ctx.client_id[:3]
    return ""
