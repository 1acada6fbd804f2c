import asyncio
from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    asyncio.ensure_future(ctx.report_progress(1, 2))
    return ""
