import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def remember(key: str, value: str, ctx: Context) -> str:
    await asyncio.gather(ctx.set_state(key, value), ctx.info(f"stored {key}"))
    return value
