from fastmcp import Context, FastMCP

mcp = FastMCP("clients")
TRUSTED_CLIENTS = {"desktop", "cli"}


@mcp.tool
def whoami(ctx: Context) -> str:
    if ctx.client_id not in TRUSTED_CLIENTS:
        return "untrusted"
    return ctx.client_id.upper()
