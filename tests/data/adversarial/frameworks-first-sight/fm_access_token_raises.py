from fastmcp import FastMCP
from fastmcp.exceptions import ToolError
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
def tenant() -> str:
    token = get_access_token()
    if token is None:
        raise ToolError("sign in first")
    return str(token.claims.get("tenant"))
