from fastmcp import FastMCP, Context
mcp = FastMCP('x')

import asyncio
@mcp.tool
async def t(x: int, ctx: Context) -> str:
    await asyncio.gather(ctx.info("a"), ctx.report_progress(1, 2))
    return "x"
