from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    try:
        rc = ctx.request_context
        assert rc is not None
    except AssertionError:
        return "none"
    return str(rc.meta)
