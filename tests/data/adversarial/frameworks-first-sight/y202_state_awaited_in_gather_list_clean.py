from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


import asyncio


@mcp.tool
async def work(ctx: Context) -> list:
    pending = [ctx.get_state(k) for k in ("a", "b")]
    return list(await asyncio.gather(*pending))
