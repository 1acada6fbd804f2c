from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


@mcp.tool()
async def run(ctx: Context) -> str:
    rc = ctx.request_context
    return str(rc.meta.progressToken)  # expect: DK201
