from fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


@mcp.tool
async def run_job(name: str, ctx: Context | None = None) -> str:
    await ctx.info(f"run {name}")  # expect: DK201
    return name
