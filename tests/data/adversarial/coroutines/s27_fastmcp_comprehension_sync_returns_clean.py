import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def lookups(keys: list[str], ctx: Context) -> list:
    return [ctx.get_state(k) for k in keys]


@mcp.tool
async def recall(keys: list[str], ctx: Context) -> list:
    return list(await asyncio.gather(*lookups(keys, ctx)))


@mcp.tool
async def recall_all(keys: list[str], ctx: Context) -> list:
    return [await ctx.get_state(k) for k in keys]
