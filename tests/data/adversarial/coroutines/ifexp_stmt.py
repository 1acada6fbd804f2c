import asyncio
from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    ctx.info("x") if x else None  # expect: DK005
    return "ok"
