import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def notify(ctx: Context) -> str:
    task = asyncio.create_task(ctx.info("started"))
    await task
    return "ok"
