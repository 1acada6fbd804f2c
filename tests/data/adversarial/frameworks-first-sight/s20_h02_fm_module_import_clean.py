import fastmcp

mcp = fastmcp.FastMCP("demo")


@mcp.tool
async def whoami(ctx: fastmcp.Context) -> str:
    await ctx.info("who am i")
    client = ctx.client_id
    return client.upper() if client else "anonymous"
