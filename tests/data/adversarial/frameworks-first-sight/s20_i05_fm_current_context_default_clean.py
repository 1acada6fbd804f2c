from fastmcp import Context, FastMCP
from fastmcp.dependencies import CurrentContext

mcp = FastMCP("demo")


@mcp.tool
async def origin(ctx: Context = CurrentContext()) -> str:
    await ctx.info("origin")
    return (ctx.origin_request_id or "").upper()
