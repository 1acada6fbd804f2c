from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def token(ctx: Context) -> str:
    rc = ctx.request_context
    if rc is None or rc.meta is None:
        return ""
    return str(ctx.request_context.meta.progressToken)
