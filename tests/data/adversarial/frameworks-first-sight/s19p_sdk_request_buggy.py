from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool()
async def agent(ctx: Context) -> str:
    return ctx.request_context.request.headers.get("user-agent", "")  # expect: DK201
