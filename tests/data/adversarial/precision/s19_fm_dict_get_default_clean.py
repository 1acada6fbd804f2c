from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    state = ctx.lifespan_context.get("db")
    return str(state)
