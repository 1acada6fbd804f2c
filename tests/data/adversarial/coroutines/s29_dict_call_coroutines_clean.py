import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def by_name(ctx: Context) -> list:
    jobs = dict(a=ctx.get_state("a"), b=ctx.get_state("b"))
    return list(await asyncio.gather(*jobs.values()))
