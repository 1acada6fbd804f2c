from fastmcp import Context, FastMCP

mcp = FastMCP("clients")


@mcp.tool
def whoami(ctx: Context, trusted: frozenset[str] = frozenset()) -> str:
    if ctx.client_id not in trusted:
        return "untrusted"
    return ctx.client_id.upper()
