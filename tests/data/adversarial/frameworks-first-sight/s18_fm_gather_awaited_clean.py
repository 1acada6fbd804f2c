import asyncio

from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
async def shout(ctx: Context) -> str:
    await asyncio.gather(ctx.info("a"), ctx.info("b"))
    return "ok"
