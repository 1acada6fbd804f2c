from __future__ import annotations

from typing import TYPE_CHECKING

from fastmcp import FastMCP

if TYPE_CHECKING:
    from fastmcp import Context

mcp = FastMCP("x")


@mcp.tool
async def hello(name: str, ctx: Context) -> str:  # expect: DK004
    return name
