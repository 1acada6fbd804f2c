from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def process(items: list[str], ctx: Context) -> int:
    done = 0
    for item in items:
        ctx.report_progress(done, len(items))  # expect: DK005
        done += 1
    await ctx.info("done")
    return done
