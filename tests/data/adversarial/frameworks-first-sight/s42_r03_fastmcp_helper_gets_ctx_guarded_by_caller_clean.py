from fastmcp import Context, FastMCP

mcp = FastMCP("web")


def _token(ctx: Context) -> str:
    return str(ctx.request_context.meta.progressToken)


@mcp.tool
async def tokens(ctx: Context) -> str:
    rc = ctx.request_context
    if rc is None or rc.meta is None:
        return ""
    return _token(ctx)
