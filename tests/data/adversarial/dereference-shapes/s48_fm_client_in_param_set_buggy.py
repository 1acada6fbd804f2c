from fastmcp import Context, FastMCP

mcp = FastMCP("clients")


@mcp.tool
def whoami(trusted: list, ctx: Context) -> str:
    if ctx.client_id not in trusted:
        return "untrusted"
    return ctx.client_id.upper()  # expect: DK201
