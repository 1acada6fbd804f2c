from typing import cast
import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def a(ctx: Context) -> str:
    if not (ctx.client_id and ctx.task_id):
        return "-"
    return ctx.client_id.lower() + ctx.task_id.lower()
