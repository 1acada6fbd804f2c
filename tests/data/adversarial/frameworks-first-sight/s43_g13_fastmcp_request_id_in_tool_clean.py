from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def rid(ctx: Context) -> str:
    await ctx.info(f"request {ctx.request_id}")
    return ctx.request_id
