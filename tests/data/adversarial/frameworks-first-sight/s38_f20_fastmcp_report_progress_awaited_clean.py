from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(n: int, ctx: Context) -> int:
    for i in range(n):
        await ctx.report_progress(i, n)
    return n
