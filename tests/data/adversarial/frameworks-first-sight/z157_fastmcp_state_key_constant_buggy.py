from fastmcp import Context, FastMCP

mcp = FastMCP("demo")
COUNT = "count"


@mcp.tool
async def bump(ctx: Context) -> int:
    current = await ctx.get_state(COUNT)  # expect: DK401
    await ctx.set_state(COUNT, (current or 0) + 1)
    return (current or 0) + 1
