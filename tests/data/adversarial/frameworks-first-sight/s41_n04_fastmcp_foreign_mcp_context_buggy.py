from fastmcp import FastMCP
from mcp.server.fastmcp import Context

mcp = FastMCP("demo")


@mcp.tool
async def ping(message: str, ctx: Context) -> str:  # expect: DK004
    await ctx.info(message)
    return message
