from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    cid = ctx.client_id
    if cid is None or not cid.strip():
        return "-"
    return cid.strip()
