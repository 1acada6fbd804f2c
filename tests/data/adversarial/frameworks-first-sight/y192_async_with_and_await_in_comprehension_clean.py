from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context, keys: list[str]) -> list:
    return [await ctx.get_state(k) for k in keys]
