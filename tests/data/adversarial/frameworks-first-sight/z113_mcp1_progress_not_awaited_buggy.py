from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def work(ctx: Context) -> str:
    ctx.report_progress(1, 2)  # expect: DK005
    return "ok"
