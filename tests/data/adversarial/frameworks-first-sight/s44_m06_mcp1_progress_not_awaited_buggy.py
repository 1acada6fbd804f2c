from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


@mcp.tool()
async def crunch(items: list[int], ctx: Context) -> int:
    total = 0
    for i, item in enumerate(items):
        total += item
        ctx.report_progress(i + 1, len(items))  # expect: DK005
    return total
