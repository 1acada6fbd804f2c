import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def lookups(keys: list[str], ctx: Context) -> dict:
    return {k: ctx.get_state(k) for k in keys}


@mcp.tool
async def snapshot(key: str, ctx: Context) -> dict:
    return {"key": key, "value": await ctx.get_state(key)}


@mcp.tool
async def announced(ctx: Context) -> str:
    pending = [ctx.info("starting"), ctx.info("still starting")]
    await asyncio.gather(*pending)
    found = lookups(["a"], ctx)
    values = await asyncio.gather(*found.values())
    return "%s, %d" % ("done", len(values))


@mcp.tool
async def by_name(keys: list[str], ctx: Context) -> list:
    jobs = {"a": ctx.get_state("a"), "b": ctx.get_state("b")}
    return list(await asyncio.gather(*jobs.values()))
