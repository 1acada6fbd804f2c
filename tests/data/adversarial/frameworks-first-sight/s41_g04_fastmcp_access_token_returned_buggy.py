from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("auth")


@mcp.tool
async def whoami(ctx: Context) -> dict:
    access = get_access_token()
    if access is None:
        return {"user": None}
    return {"client": access.client_id, "bearer": access.token}  # expect: DK402
