from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def who(ctx: Context) -> str:
    if (client := ctx.client_id) is None:
        return "anonymous"
    return client.lower()
