from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def t(ctx: Context) -> str:
    rc = ctx.request_context
    if not (rc is not None and rc.meta is not None):
        return ""
    return str(rc.meta.progressToken)
