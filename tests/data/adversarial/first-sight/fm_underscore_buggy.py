from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def t(ctx: Context) -> str:
    _ = ctx.report_progress(1, 2)  # expect: DK005
    return "ok"
