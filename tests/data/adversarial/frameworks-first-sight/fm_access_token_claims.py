from fastmcp import FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
def tenant() -> str:
    token = get_access_token()
    claims = token.claims  # expect: DK201
    return str(claims.get("tenant"))
