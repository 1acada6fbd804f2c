from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    cid = ctx.client_id
    if isinstance(cid, str):
        return cid.upper()
    return "-"
