from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def headers(ctx: Context) -> dict:
    if (rc := ctx.request_context) is None or rc.request is None:
        return {}
    return dict(rc.request.headers)
