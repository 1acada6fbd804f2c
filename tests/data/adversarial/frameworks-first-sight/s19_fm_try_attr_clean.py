from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def fetch(url: str, ctx: Context) -> str:
    rc = ctx.request_context
    if rc is None:
        return "no request"
    try:
        token = rc.meta.progressToken if rc.meta else None
    finally:
        await ctx.debug("done")
    return str(token)
