from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def token(ctx: Context) -> str:
    if getattr(getattr(ctx, "request_context", None), "meta", None) is None:
        return ""
    return str(ctx.request_context.meta.progressToken)
