from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def counter(ctx: Context) -> int:
    value = ctx.get_state("count")  # expect: DK005
    return int(value or 0)
