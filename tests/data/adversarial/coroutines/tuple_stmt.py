import asyncio
from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    ctx.info("a"), ctx.info("b")  # expect: DK005
    return ""
