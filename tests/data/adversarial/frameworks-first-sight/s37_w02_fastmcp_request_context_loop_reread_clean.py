from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def ids(ctx: Context, n: int) -> list[str]:
    out = []
    rc = ctx.request_context
    if rc is None:
        return out
    for _ in range(n):
        out.append(str(rc.request_id))  # the same request context, read again
        rc = ctx.request_context
    return out
