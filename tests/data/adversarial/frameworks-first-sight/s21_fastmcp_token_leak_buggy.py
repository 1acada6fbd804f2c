import logging

from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

log = logging.getLogger(__name__)
mcp = FastMCP("secure")


@mcp.tool
async def whoami(ctx: Context) -> dict:
    access = get_access_token()
    if access is None:
        return {"user": None}
    log.info("call with %s", access.token)  # expect: DK402
    return {"user": access.client_id}
