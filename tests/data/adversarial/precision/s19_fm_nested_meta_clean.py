from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    if ctx.request_context and ctx.request_context.meta:
        return str(ctx.request_context.meta.progressToken)
    return ""
