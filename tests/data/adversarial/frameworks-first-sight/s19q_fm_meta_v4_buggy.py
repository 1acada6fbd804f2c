from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def token(ctx: Context) -> str:
    return str(ctx.request_context.meta)  # expect: DK201
