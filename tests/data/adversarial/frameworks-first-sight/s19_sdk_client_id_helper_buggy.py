from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t")


def caller(c: Context) -> str:
    return c.client_id.lower()  # expect: DK201


@mcp.tool()
async def whoami(ctx: Context) -> str:
    return caller(ctx)
