from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
def scopes(ctx: Context) -> list[str]:
    token = get_access_token()
    return list(token.scopes)  # expect: DK201
