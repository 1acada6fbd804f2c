from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def headers(ctx: Context) -> dict:
    request = ctx.request_context.request  # expect: DK201
    return dict(request.headers) if request else {}
