from fastmcp import FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def t(query: str, ctx=None) -> str:  # expect: DK004
    if ctx is not None:
        await ctx.info(query)
    return query
