from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def hello(name: str, ctx: Context | None = None) -> str:
    if ctx:
        await ctx.info(f"hello {name}")
    return name
