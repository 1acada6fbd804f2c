from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    cid = ctx.client_id
    cid = cid or "anonymous"
    return cid.upper()
