from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("sdk")


@mcp.tool()
async def long_job(n: int, ctx: Context) -> int:
    meta = ctx.request_context.meta
    token = meta.progressToken if meta else None
    await ctx.report_progress(0, n)
    return n if token else 0
