from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def work(steps: int, ctx: Context) -> str:
    if ctx.request_context.meta.progressToken is None:  # expect: DK201
        return "no progress"
    for i in range(steps):
        await ctx.report_progress(i, steps)
    return "done"
