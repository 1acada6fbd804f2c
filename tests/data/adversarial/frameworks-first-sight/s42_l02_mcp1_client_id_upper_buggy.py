from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
def client(ctx: Context) -> str:
    return ctx.client_id.upper()  # expect: DK201
