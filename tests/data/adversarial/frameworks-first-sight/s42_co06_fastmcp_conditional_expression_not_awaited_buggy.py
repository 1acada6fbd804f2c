from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def t(ctx: Context, loud: bool) -> str:
    ctx.warning("x") if loud else ctx.info("x")  # expect: DK005
    return "ok"
