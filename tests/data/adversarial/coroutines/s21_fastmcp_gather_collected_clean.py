import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def named(ctx: Context) -> None:
    first = ctx.info("a")
    await asyncio.gather(first, ctx.debug("b"))


@mcp.tool
async def appended(items: list[str], ctx: Context) -> int:
    tasks = []
    for item in items:
        tasks.append(ctx.info(f"item {item}"))
    await asyncio.gather(*tasks)
    return len(items)


@mcp.tool
async def appended_name(ctx: Context) -> None:
    pending = []
    note = ctx.info("a")
    pending.append(note)
    await asyncio.wait(pending)


@mcp.tool
async def awaited_one_by_one(ctx: Context) -> None:
    coros = []
    coros.append(ctx.info("a"))
    coros.append(ctx.info("b"))
    for coro in coros:
        await coro
