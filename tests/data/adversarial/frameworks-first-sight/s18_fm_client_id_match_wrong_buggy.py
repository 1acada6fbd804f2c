from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
def who(ctx: Context) -> str:
    cid = ctx.client_id
    match cid:
        case "admin":
            return "root"
        case _:
            return cid.upper()  # expect: DK201
