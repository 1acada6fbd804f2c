from fastmcp import FastMCP, Context

mcp = FastMCP("s")

@mcp.tool
async def work(n: int, ctx: Context) -> int:
    for i in range(n):
        await ctx.report_progress(i, n)
    await ctx.info("done")
    return n
