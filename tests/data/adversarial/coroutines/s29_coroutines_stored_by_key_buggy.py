from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def stored(ctx: Context) -> dict:
    jobs = {}
    jobs["a"] = ctx.get_state("a")  # expect: DK005
    return jobs


@mcp.tool
async def counted(keys: list[str], ctx: Context) -> int:
    jobs = {}
    for k in keys:
        jobs[k] = ctx.get_state(k)  # expect: DK005
    return len(jobs)
