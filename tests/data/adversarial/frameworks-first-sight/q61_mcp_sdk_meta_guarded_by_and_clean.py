from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def progress(steps: int, ctx: Context) -> str:
    meta = ctx.request_context.meta
    token = meta.progressToken if meta is not None else None
    if ctx.request_context.meta and ctx.request_context.meta.progressToken:
        await ctx.report_progress(1, steps)
    return str(token)
