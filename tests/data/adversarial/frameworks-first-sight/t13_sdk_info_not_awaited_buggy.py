from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def double(x: int, ctx: Context) -> int:
    ctx.info(f"doubling {x}")  # expect: DK005
    return x * 2
