import logging

from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("jobs")
log = logging.getLogger(__name__)


@mcp.tool
async def call_api(path: str, ctx: Context) -> str:
    access = get_access_token()
    if access is None:
        return "unauthenticated"
    log.info("calling %s with %s", path, access.token)  # expect: DK402
    return "ok"
