from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("headers")


@mcp.tool()
async def user_agent(ctx: Context) -> str:
    return ctx.request_context.request.headers.get("user-agent", "")  # expect: DK201
