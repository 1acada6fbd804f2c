import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def many(items: list[str], ctx: Context) -> int:
    await asyncio.gather(*(ctx.info(item) for item in items))
    pending = [ctx.debug(i) for i in items]
    await asyncio.gather(*pending)
    return len(items)
