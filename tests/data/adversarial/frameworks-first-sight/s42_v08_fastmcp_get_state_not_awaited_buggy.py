from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def remember(value: str, ctx: Context) -> str:
    previous = ctx.get_state("last")  # expect: DK005, DK401
    await ctx.set_state("last", value)
    return str(previous)
