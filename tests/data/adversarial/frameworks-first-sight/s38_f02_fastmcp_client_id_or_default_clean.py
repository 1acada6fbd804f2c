from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def who(ctx: Context) -> str:
    client = ctx.client_id or "unknown"
    return client.lower()
