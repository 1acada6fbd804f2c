import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def process(items: list[str], ctx: Context) -> int:
    await asyncio.gather(*(ctx.info(f"item {i}") for i in items))
    await asyncio.gather(ctx.debug("a"), ctx.debug("b"))
    return len(items)
