from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def announce(text: str, ctx: Context) -> str:
    job = ctx.info(text)
    pending = job
    await pending
    return text


@mcp.tool
async def announce_all(lines: list[str], ctx: Context) -> int:
    coros = []
    for line in lines:
        coros.append(ctx.info(line))
    for coro in coros:
        current = coro
        await current
    return len(lines)
