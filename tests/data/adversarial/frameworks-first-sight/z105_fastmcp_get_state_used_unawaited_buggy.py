from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def count(ctx: Context) -> int:
    current = ctx.get_state("count")  # expect: DK005, DK401
    await ctx.set_state("count", 1)
    return 1 if current is None else 2
