from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("ids")


@mcp.tool()
def label(ctx: Context) -> str:
    owner = ctx.client_id
    return owner.upper()  # expect: DK201
