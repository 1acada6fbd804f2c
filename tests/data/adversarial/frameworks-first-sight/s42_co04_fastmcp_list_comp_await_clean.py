from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def t(ctx: Context, items: list[str]) -> int:
    done = [await ctx.debug(i) for i in items]
    return len(done)
