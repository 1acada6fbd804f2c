import asyncio
from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    asyncio.create_task(ctx.info("x"))
    return "ok"
