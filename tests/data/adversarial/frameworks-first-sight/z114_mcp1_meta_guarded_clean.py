from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def token(ctx: Context) -> str:
    meta = ctx.request_context.meta
    if meta is None:
        return ""
    return str(meta.progressToken)
