from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


@mcp.tool()
async def run(ctx: Context) -> str:
    meta = ctx.request_context.meta
    token = meta.progressToken if meta is not None else None
    return f"token={token}"
