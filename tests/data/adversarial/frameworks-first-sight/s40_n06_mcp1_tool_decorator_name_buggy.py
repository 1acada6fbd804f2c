from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool(name="who", description="Who is calling")
async def who(ctx: Context) -> str:
    return ctx.client_id.upper()  # expect: DK201
