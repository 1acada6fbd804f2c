from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def remember(value: str, ctx: Context) -> str:
    ctx.set_state("last", value)  # expect: DK005
    return value
