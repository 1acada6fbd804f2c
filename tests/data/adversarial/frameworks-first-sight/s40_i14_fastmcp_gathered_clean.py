import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(n: int, ctx: Context) -> int:
    await asyncio.gather(ctx.info("a"), ctx.report_progress(1, 2))
    return n
