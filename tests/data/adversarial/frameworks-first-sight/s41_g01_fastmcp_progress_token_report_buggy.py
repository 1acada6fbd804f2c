from fastmcp import Context, FastMCP

mcp = FastMCP("files")


@mcp.tool
async def index(paths: list[str], ctx: Context) -> int:
    total = len(paths)
    token = ctx.request_context.meta.progressToken  # expect: DK201
    for done, path in enumerate(paths, 1):
        await ctx.report_progress(done, total)
        await ctx.debug(f"indexed {path} ({token})")
    return total
