from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
async def remember(key: str, value: str, ctx: Context) -> str:
    await ctx.set_state(key, value)
    return (await ctx.get_state(key)) or ""
