from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    match ctx.client_id:
        case None:
            return "-"
        case str() as cid:
            return cid.upper()
    return ""
