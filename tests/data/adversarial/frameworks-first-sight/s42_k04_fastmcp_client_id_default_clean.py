from fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


@mcp.tool
async def whoami(ctx: Context) -> str:
    client = ctx.client_id
    return client.lower() if client else "unknown client"
