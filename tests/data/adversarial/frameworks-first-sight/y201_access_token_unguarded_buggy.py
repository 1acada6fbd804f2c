from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
async def work() -> list:
    return get_access_token().scopes  # expect: DK201
