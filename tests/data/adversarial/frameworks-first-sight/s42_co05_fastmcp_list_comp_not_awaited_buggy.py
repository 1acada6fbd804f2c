from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def t(ctx: Context, items: list[str]) -> int:
    [ctx.debug(i) for i in items]  # expect: DK005
    return len(items)
