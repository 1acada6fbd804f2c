from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def hello(name: str, ctx: Context | None = None) -> str:
    if ctx is not None:
        await ctx.info(f"hello {name}")
    return name
