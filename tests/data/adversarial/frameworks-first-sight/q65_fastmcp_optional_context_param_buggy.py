from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def hello(name: str, ctx: Context | None = None) -> str:
    await ctx.info(f"hello {name}")  # expect: DK201
    return name
