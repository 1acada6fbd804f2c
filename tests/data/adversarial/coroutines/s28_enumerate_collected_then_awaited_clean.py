from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def announce_all(lines: list[str], ctx: Context) -> int:
    coros = [ctx.info(line) for line in lines]
    for index, coro in enumerate(coros, 1):
        await coro
        await ctx.report_progress(index, len(coros))
    return len(lines)
