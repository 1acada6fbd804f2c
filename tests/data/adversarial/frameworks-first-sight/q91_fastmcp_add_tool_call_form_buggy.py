from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


async def progress(steps: int, ctx: Context) -> int:
    for step in range(steps):
        ctx.report_progress(step, steps)  # expect: DK005
    return steps


mcp.add_tool(progress)
