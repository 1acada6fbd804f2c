from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def visits(ctx: Context) -> int:
    count = await ctx.get_state("visits")
    return (count or 0) + 1
