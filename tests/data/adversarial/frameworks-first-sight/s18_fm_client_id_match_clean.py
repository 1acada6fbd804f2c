from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
def who(ctx: Context) -> str:
    match ctx.client_id:
        case None:
            return "anonymous"
        case str() as cid:
            return cid.upper()
    return "?"
