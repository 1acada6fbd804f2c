from mcp.server.fastmcp import Context, FastMCP

server = FastMCP("demo")


def _progress_token(ctx: Context):
    meta = ctx.request_context.meta
    return None if meta is None else meta.progressToken


@server.tool()
async def work(n: int, ctx: Context) -> str:
    token = _progress_token(ctx)
    await ctx.report_progress(0, n)
    return "no token" if token is None else str(token)
