from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context) -> tuple:
    return (ctx.get_state("a"), 1)  # expect: DK005
