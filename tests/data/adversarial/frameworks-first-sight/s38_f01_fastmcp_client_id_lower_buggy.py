from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def who(ctx: Context) -> str:
    return ctx.client_id.lower()  # expect: DK201
