from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
async def where(ctx: Context) -> str:
    if (rc := ctx.request_context) is None:
        return "background"
    return str(rc.meta)
