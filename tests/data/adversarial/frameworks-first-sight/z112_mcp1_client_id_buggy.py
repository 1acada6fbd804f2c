from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def who(ctx: Context) -> str:
    return ctx.client_id.lower()  # expect: DK201
