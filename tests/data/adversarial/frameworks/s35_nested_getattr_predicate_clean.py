from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def has_meta(ctx: Context) -> bool:
    return getattr(getattr(ctx, "request_context", None), "meta", None) is not None


@mcp.tool
async def token(ctx: Context) -> str:
    if not has_meta(ctx):
        return ""
    return str(ctx.request_context.meta.progressToken)
