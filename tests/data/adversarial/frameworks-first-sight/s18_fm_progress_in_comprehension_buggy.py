from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
async def steps(n: int, ctx: Context) -> int:
    [ctx.report_progress(i, n) for i in range(n)]  # expect: DK005
    return n
