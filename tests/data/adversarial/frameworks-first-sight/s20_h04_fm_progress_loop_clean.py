from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def crunch(items: list[str], ctx: Context) -> int:
    total = len(items)
    for i, item in enumerate(items):
        await ctx.report_progress(i, total, message=item)
    rc = ctx.request_context
    if rc is not None and rc.meta is not None:
        await ctx.debug(f"progress token {rc.meta.progressToken}")
    return total
