from fastmcp import Context
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def t(query: str, ctx: Context) -> str:  # expect: DK004
    await ctx.info(query)
    return query
