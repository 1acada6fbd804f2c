from fastmcp import Context, FastMCP

mcp = FastMCP("clients")


@mcp.tool
def whoami(trusted: list[str | None], ctx: Context) -> str:
    if ctx.client_id in trusted:
        return ctx.client_id.upper()  # expect: DK201
    return "untrusted"
