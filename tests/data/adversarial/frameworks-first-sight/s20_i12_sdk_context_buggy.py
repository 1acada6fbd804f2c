from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def client(ctx: Context) -> str:
    ctx.report_progress(1, 2)  # expect: DK005
    return ctx.client_id.upper()  # expect: DK201
