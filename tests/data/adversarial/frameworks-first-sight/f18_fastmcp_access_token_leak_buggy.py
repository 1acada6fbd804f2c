import logging
from fastmcp import FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("s")
log = logging.getLogger("s")

@mcp.tool
def whoami() -> str:
    tok = get_access_token()
    if tok is None:
        return "anonymous"
    log.info("request with %s", tok.token)  # expect: DK402
    return tok.client_id
