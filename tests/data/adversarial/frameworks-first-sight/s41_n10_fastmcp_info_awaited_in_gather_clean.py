import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def announce(names: list[str], ctx: Context) -> int:
    await asyncio.gather(*(ctx.info(f"hello {n}") for n in names))
    return len(names)
