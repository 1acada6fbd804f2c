import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def one_by_one(ctx: Context) -> None:
    async def body():
        coros = []
        coros.append(ctx.info("a"))
        coros.append(ctx.info("b"))
        for coro in coros:
            await coro

    await body()


@mcp.tool
async def gathered(items: list[str], ctx: Context) -> int:
    async def body():
        tasks = [ctx.info(f"item {item}") for item in items]
        await asyncio.gather(*tasks)
        return len(items)

    return await body()
