from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def hello(name: str, ctx: Context) -> str:
    await ctx.info("greeting", user=name)  # expect: DK002
    return f"hello {name}"
