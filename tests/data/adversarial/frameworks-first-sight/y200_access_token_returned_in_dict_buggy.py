from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
async def work() -> dict:
    token = get_access_token()
    if token is None:
        return {}
    return {"bearer": token.token}  # expect: DK402
