from mcp.server.fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool()
async def db(ctx: Context) -> str:
    return str(ctx.request_context.lifespan_context)
