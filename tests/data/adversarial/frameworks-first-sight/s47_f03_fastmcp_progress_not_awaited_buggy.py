from fastmcp import Context, FastMCP

mcp = FastMCP("progress")


@mcp.tool
async def crunch(items: list[int], ctx: Context) -> int:
    total = 0
    for index, item in enumerate(items):
        ctx.report_progress(index, len(items))  # expect: DK005
        total += item
    return total
