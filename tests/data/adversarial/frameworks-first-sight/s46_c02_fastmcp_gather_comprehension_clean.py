import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("notes")


@mcp.tool
async def announce(items: list[str], ctx: Context) -> int:
    await asyncio.gather(*[ctx.info(item) for item in items])
    return len(items)
