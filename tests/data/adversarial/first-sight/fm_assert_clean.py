from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    assert ctx.client_id, "client id required"
    return ctx.client_id.upper()
