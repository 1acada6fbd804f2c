from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def agent_of(ctx: Context) -> str:
    return ctx.request_context.request.headers.get("user-agent", "?")  # expect: DK201
