from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


import asyncio


@mcp.tool
async def t(uri: str, ctx: Context) -> int:
    got = await asyncio.wait_for(ctx.read_resource(uri), timeout=5)
    return len(got)
