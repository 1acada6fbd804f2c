from fastmcp import FastMCP, Context

mcp = FastMCP("s")

@mcp.tool
async def visits(ctx: Context) -> int:
    n = ctx.get_state("visits")  # expect: DK005
    return n
