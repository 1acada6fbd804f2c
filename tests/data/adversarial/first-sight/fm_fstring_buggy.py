from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    return f"client {ctx.client_id.upper()}"  # expect: DK201
