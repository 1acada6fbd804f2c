from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context, mode: str) -> str:
    if mode == "x":
        return "x"
    elif ctx.client_id is None:
        raise ValueError("client required")
    return ctx.client_id.lower()
