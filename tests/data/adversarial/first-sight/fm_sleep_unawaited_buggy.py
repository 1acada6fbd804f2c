from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


import asyncio


@mcp.tool
async def t(ctx: Context) -> str:
    asyncio.sleep(1)  # expect: DK005
    await ctx.info("done")
    return "ok"
