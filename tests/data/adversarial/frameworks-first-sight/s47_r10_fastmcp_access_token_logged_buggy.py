import logging

from fastmcp import FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("auth")
log = logging.getLogger("auth")


@mcp.tool
def whoami() -> str:
    token = get_access_token()
    if token is None:
        return "anonymous"
    log.info("bearer %s", token.token)  # expect: DK402
    return token.client_id
