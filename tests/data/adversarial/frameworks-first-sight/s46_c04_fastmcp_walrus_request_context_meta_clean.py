from fastmcp import Context, FastMCP

mcp = FastMCP("trace")


@mcp.tool
async def token(ctx: Context) -> str:
    if (rc := ctx.request_context) is not None and rc.meta is not None:
        return str(rc.meta.progressToken)
    return "none"
