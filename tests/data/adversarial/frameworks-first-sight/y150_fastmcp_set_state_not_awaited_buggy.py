from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def remember(value: str, ctx: Context) -> str:
    ctx.set_state("last", value)  # expect: DK005
    return value
