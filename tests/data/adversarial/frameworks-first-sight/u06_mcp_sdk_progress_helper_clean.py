from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def progress_token(ctx: Context):
    meta = ctx.request_context.meta
    return meta.progressToken if meta is not None else None


@mcp.tool()
async def work(ctx: Context) -> str:
    token = progress_token(ctx)
    return "tracked" if token is not None else "untracked"
