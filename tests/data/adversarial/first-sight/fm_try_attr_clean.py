from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    try:
        return ctx.client_id.upper()
    except AttributeError:
        return "-"
