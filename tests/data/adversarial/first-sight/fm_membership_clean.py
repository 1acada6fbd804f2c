from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


ALLOWED = {"a", "b"}


@mcp.tool
def t(ctx: Context) -> bool:
    return ctx.client_id in ALLOWED
