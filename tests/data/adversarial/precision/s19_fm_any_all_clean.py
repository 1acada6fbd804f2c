from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    ids = [ctx.client_id, ctx.task_id]
    if all(i is not None for i in ids):
        return "both"
    return "-"
