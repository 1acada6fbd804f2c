from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def progress_token(ctx: Context) -> str:
    meta = getattr(getattr(ctx, "request_context", None), "meta", None)
    if meta is None:
        return ""
    return str(meta.progressToken)
