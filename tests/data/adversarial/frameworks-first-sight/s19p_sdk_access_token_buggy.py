from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t")


@mcp.tool()
def client() -> str:
    token = get_access_token()
    return token.client_id  # expect: DK201
