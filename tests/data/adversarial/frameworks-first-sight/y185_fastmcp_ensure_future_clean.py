import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context) -> str:
    job = asyncio.ensure_future(ctx.info("start"))
    await job
    return "ok"
