from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def roots(ctx: Context) -> int:
    found = await ctx.list_roots()  # expect: DK002
    return len(found)
