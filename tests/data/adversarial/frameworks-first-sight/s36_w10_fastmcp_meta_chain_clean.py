from fastmcp import Context, FastMCP

mcp = FastMCP("meta")


@mcp.tool
async def token(ctx: Context) -> str:
    rc = ctx.request_context
    meta = rc.meta if rc else None
    progress = meta.progressToken if meta else None
    return str(progress or "")
