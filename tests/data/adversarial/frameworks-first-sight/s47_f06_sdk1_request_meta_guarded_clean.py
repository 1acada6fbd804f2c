from mcp.server.fastmcp import Context, FastMCP

server = FastMCP("meta")


@server.tool()
async def token_of(ctx: Context) -> str:
    meta = ctx.request_context.meta
    if meta is None or meta.progressToken is None:
        return "none"
    await ctx.report_progress(0, 1)
    return str(meta.progressToken)
