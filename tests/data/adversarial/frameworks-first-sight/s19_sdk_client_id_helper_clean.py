from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t")


def caller(c: Context) -> str:
    return c.client_id.lower()


@mcp.tool()
async def whoami(ctx: Context) -> str:
    if ctx.client_id is None:
        return "anonymous"
    return caller(ctx)
