from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def greet(name: str, ctx: Context | None = None) -> str:
    if ctx is not None:
        await ctx.info(f"greeting {name}")
    return name
