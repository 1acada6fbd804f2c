from typing import Optional

from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def who(ctx: Optional["Context"] = None) -> str:
    await ctx.info("who")  # expect: DK201
    return "me"
