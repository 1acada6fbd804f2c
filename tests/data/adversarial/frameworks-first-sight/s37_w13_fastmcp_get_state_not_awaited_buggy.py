from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def count(ctx: Context) -> int:
    seen = ctx.get_state("seen")  # expect: DK005
    return int(seen or 0)
