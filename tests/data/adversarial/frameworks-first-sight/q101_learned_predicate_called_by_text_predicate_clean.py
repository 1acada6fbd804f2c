from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _no_client(c: Context) -> bool:
    if c.client_id is None:
        return True
    else:
        return False


def has_client(ctx: Context) -> bool:
    return not _no_client(ctx)


@mcp.tool
def who(ctx: Context) -> str:
    if has_client(ctx):
        return ctx.client_id.upper()
    return "-"
