import asyncio
from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    await asyncio.wait_for(ctx.info("x"), 1)
    return ""
