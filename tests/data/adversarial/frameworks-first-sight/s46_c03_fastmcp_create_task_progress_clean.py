import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


@mcp.tool
async def start(total: int, ctx: Context) -> str:
    task = asyncio.create_task(ctx.report_progress(0, total))
    await task
    return "started"
