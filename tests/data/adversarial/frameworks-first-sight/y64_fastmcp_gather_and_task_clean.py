import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context) -> str:
    await asyncio.gather(ctx.info("a"), ctx.info("b"))
    pending = asyncio.create_task(ctx.debug("c"))
    await pending
    return "ok"
