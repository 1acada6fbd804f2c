from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def progress(n: int, ctx: Context) -> str:
    if (rc := ctx.request_context) is not None and (meta := rc.meta) is not None:
        return str(meta.progressToken)
    return "none"
