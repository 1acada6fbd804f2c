from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def who(ctx: Context) -> str:
    return ctx.client_id.upper()  # expect: DK201
