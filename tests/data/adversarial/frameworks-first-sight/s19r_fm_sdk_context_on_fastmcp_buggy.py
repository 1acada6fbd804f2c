from fastmcp import FastMCP
from mcp.server.fastmcp import Context

mcp = FastMCP("t")


@mcp.tool
async def hello(name: str, ctx: Context) -> str:  # expect: DK004
    await ctx.info(name)
    return name
