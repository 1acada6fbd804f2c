from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("headers")


@mcp.tool()
async def tenant(ctx: Context) -> str:
    request = ctx.request_context.request
    return request.headers.get("x-tenant", "default")  # expect: DK201
