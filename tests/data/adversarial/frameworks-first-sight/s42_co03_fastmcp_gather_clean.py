import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def t(ctx: Context, items: list[str]) -> str:
    await asyncio.gather(*(ctx.info(f"item {i}") for i in items))
    return "ok"
