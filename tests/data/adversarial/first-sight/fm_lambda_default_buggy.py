from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    shout = lambda c=ctx.client_id: c.upper()  # expect: DK201
    return shout()
