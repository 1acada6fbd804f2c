from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def many(items: list[str], ctx: Context) -> int:
    for i, item in enumerate(items):
        ctx.report_progress(i, len(items))  # expect: DK005
    return len(items)
