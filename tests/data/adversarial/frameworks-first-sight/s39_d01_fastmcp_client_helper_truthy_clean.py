from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _client(ctx: Context) -> str:
    cid = ctx.client_id
    if cid:
        return cid
    return "anonymous"


@mcp.tool
def who(ctx: Context) -> str:
    return _client(ctx).lower()
