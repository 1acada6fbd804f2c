from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def request_kind(ctx: Context) -> str:
    rc = ctx.request_context
    kind = "http" if rc and rc.request else "stdio"
    if kind == "http":
        return rc.request.url.path  # expect: DK201
    return kind
