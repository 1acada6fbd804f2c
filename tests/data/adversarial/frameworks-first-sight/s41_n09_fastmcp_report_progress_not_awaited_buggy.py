from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def crunch(n: int, ctx: Context) -> int:
    total = 0
    for i in range(n):
        total += i
        ctx.report_progress(i, n)  # expect: DK005
    return total
