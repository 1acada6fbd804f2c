from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
def t(ctx: Context) -> str:
    ctx.info("from a sync tool")  # expect: DK005
    return "ok"
