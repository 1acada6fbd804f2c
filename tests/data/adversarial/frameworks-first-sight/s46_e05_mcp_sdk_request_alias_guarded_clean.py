from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("headers")


@mcp.tool()
async def user_agent(ctx: Context) -> str:
    request = ctx.request_context.request
    if request is None:
        return ""
    return request.headers.get("user-agent", "")
