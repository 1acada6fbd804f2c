from fastmcp import FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
def scopes() -> list[str]:
    token = get_access_token()
    return list(token.scopes)  # expect: DK201
