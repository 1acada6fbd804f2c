from mcp.server.fastmcp import FastMCP, Context

server = FastMCP("s")

@server.tool()
async def slow(n: int, ctx: Context) -> int:
    token = ctx.request_context.meta.progressToken  # expect: DK201
    await ctx.report_progress(1, n)
    return n if token else 0
