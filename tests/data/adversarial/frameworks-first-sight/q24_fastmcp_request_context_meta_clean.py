from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def progress(steps: int, ctx: Context) -> str:
    request = ctx.request_context
    if request is None:
        return "no request"
    token = request.meta.progressToken if request.meta else None
    for step in range(steps):
        await ctx.report_progress(step, steps)
    return str(token)
