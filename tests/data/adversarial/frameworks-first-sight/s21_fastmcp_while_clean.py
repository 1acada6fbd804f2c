import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def wait_meta(ctx: Context) -> str:
    while ctx.request_context is None:
        await asyncio.sleep(0.1)
    return str(ctx.request_context.request_id)
