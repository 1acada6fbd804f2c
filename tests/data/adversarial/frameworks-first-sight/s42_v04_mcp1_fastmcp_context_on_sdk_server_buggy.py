from fastmcp import Context
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")


@mcp.tool()
async def hello(name: str, ctx: Context) -> str:  # expect: DK004
    return name
