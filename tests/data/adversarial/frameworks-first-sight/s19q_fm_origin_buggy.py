from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def origin(ctx: Context) -> str:
    return ctx.origin_request_id.upper()  # expect: DK201
