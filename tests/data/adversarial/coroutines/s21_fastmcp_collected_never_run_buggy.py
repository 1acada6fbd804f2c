import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def values(keys: list[str], ctx: Context) -> list:
    found = []
    for key in keys:
        found.append(ctx.get_state(key))  # expect: DK005
    return found


@mcp.tool
async def forgotten(ctx: Context) -> None:
    tasks = []
    tasks.append(ctx.info("a"))  # expect: DK005
    await asyncio.sleep(0)
