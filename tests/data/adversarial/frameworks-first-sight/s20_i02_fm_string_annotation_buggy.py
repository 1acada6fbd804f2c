from __future__ import annotations

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def who(ctx: "Context") -> str:
    ctx.warning("deprecated")  # expect: DK005
    return "ok"
