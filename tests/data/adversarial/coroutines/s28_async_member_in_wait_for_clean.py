import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def fetch(uri: str, ctx: Context) -> str:
    contents = await asyncio.wait_for(ctx.read_resource(uri), 5)
    await asyncio.shield(ctx.info(f"read {uri}"))
    return str(len(contents))
