from typing import Optional

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def report(n: int, ctx: Optional[Context] = None) -> int:
    await ctx.report_progress(n, 100)  # expect: DK201
    return n
