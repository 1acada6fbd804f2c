from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")
import threading

lock = threading.Lock()


@mcp.tool
async def a(ctx: Context) -> str:
    with lock:
        if ctx.client_id is None:
            return "anon"
    return ctx.client_id.lower()
