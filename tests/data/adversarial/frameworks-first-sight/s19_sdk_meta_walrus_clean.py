from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool()
async def progress(ctx: Context) -> str:
    if (meta := ctx.request_context.meta) is None:
        return "none"
    return str(meta.progressToken)
