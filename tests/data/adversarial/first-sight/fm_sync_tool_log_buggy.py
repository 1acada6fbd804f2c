from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    ctx.info("starting")  # expect: DK005
    return "ok"
