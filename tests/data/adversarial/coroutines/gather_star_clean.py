import asyncio
from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    await asyncio.gather(*[ctx.info(str(m)) for m in range(x)])
    return "ok"
