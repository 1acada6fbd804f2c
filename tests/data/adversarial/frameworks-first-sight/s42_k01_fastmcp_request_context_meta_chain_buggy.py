from fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


@mcp.tool
async def run_job(name: str, ctx: Context) -> str:
    token = ctx.request_context.meta.progressToken  # expect: DK201
    await ctx.report_progress(0, 1)
    return f"{name}:{token}"
