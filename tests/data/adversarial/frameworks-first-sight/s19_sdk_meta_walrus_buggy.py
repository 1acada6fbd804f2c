from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool()
async def progress(ctx: Context) -> str:
    if (meta := ctx.request_context.meta) is not None and meta.progressToken:
        return "token"
    return str(meta.progressToken)  # expect: DK201
