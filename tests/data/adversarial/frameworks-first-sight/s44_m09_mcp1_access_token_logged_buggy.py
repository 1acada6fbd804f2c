import logging

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.fastmcp import Context, FastMCP

log = logging.getLogger(__name__)
mcp = FastMCP("auth")


@mcp.tool()
async def whoami(ctx: Context) -> str:
    access = get_access_token()
    if access is None:
        return "anonymous"
    log.info("call with %s", access.token)  # expect: DK402
    return access.client_id
