from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    if (cid := ctx.client_id) is not None:
        return cid.upper()
    return "-"
