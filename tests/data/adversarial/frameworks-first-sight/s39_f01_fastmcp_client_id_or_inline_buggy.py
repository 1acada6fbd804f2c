from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def who(caller: str, ctx: Context) -> str:
    return (caller or ctx.client_id).lower()  # expect: DK201
