from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool()
async def hello(name: str, ctx: Context) -> str:
    await ctx.info("hello", user=name)  # expect: DK002
    return name
