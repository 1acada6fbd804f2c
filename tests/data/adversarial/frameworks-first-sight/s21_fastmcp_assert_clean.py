from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def progress_token(ctx: Context) -> str:
    rc = ctx.request_context
    assert rc is not None and rc.meta is not None, "no request"
    return str(rc.meta.progressToken)
