from mcp.server.fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool()
async def agent(ctx: Context) -> str:
    return ctx.request_context.request.headers["user-agent"]  # expect: DK201
