from __future__ import annotations

from typing import TYPE_CHECKING

from fastmcp import FastMCP

if TYPE_CHECKING:
    from fastmcp import Context

mcp = FastMCP("demo")


@mcp.tool
async def ping(ctx: Context) -> str:  # expect: DK004
    await ctx.info("ping")
    return "pong"
