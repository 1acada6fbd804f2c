from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def transport(ctx: Context) -> str:
    return ctx.transport.upper()  # expect: DK201
