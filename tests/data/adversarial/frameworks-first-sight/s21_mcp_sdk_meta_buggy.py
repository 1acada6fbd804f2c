from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("sdk")


@mcp.tool()
async def long_job(n: int, ctx: Context) -> int:
    token = ctx.request_context.meta.progressToken  # expect: DK201
    await ctx.report_progress(0, n)
    return n if token else 0
