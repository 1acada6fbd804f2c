from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def greet(name: str, ctx: Context | None = None) -> str:
    await ctx.info(f"greeting {name}")  # expect: DK201
    return name
