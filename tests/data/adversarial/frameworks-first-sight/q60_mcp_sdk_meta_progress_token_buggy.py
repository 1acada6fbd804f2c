from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def progress(steps: int, ctx: Context) -> str:
    token = ctx.request_context.meta.progressToken  # expect: DK201
    await ctx.report_progress(1, steps)
    return str(token)
