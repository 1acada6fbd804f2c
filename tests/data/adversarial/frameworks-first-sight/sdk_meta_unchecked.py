from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def long_job(n: int, ctx: Context) -> int:
    meta = ctx.request_context.meta
    token = meta.progressToken  # expect: DK201
    for i in range(n):
        await ctx.report_progress(i, n)
    return n if token else 0
