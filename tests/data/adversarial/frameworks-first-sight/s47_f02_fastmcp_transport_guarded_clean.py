from fastmcp import Context, FastMCP

mcp = FastMCP("transport")


@mcp.tool
async def transport(ctx: Context) -> str:
    kind = ctx.transport
    if not kind:
        return "in-memory"
    await ctx.report_progress(1, 1)
    return kind.upper()
