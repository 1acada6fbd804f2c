from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
def origin(ctx: Context) -> str:
    return (ctx.origin_request_id or "").upper()
