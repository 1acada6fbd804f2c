from fastmcp import FastMCP

mcp = FastMCP("t")


@mcp.tool
async def hello(name: str, ctx=None) -> str:  # expect: DK004
    if ctx is not None:
        await ctx.info(name)
    return name
