from fastmcp import FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("t")


@mcp.tool
def scopes() -> list[str]:
    return list(get_access_token().scopes)  # expect: DK201
