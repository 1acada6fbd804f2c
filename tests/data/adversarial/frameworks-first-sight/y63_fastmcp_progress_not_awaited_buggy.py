from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(n: int, ctx: Context) -> int:
    for i in range(n):
        ctx.report_progress(i, n)  # expect: DK005
    return n
