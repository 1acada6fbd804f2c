from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("secure")


@mcp.tool
async def scopes(ctx: Context) -> list[str]:
    return list(get_access_token().scopes)  # expect: DK201
