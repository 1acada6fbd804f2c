from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def t(ctx: Context) -> str:
    pending = ctx.report_progress(1, 2)  # expect: DK005
    return "ok"
