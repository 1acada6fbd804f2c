from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def double(x: int, ctx: Context) -> int:
    await ctx.info(f"doubling {x}")
    return x * 2
