from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def t(verbose: bool, ctx: Context) -> str:
    ctx.info("x") if verbose else None  # expect: DK005
    return "ok"
