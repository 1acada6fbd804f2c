from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def progress(steps: int, ctx: Context) -> int:
    pending = [ctx.report_progress(step, steps) for step in range(steps)]  # expect: DK005
    return len(pending)
