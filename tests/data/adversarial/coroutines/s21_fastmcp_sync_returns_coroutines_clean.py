import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _announcements(ctx: Context, lines: list[str]) -> list:
    calls = []
    for line in lines:
        calls.append(ctx.info(line))
    return calls


@mcp.tool
async def announce(lines: list[str], ctx: Context) -> int:
    await asyncio.gather(*_announcements(ctx, lines))
    return len(lines)
