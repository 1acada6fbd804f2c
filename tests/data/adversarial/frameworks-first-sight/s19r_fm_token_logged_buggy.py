import logging

from fastmcp import FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("t")
log = logging.getLogger(__name__)


@mcp.tool
def whoami() -> str:
    token = get_access_token()
    if token is None:
        return "anonymous"
    log.info("token %s", token.token)  # expect: DK402
    return token.client_id
