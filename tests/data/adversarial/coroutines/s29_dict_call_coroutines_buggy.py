from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def by_name(ctx: Context) -> dict:
    return dict(a=ctx.get_state("a"))  # expect: DK005


@mcp.tool
async def held(ctx: Context) -> int:
    jobs = dict(a=ctx.get_state("a"))  # expect: DK005
    return len(jobs)
