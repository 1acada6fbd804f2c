from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


import asyncio


@mcp.tool
async def work(ctx: Context) -> str:
    await asyncio.wait_for(ctx.info("x"), timeout=1)
    return "ok"
