from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context) -> str:
    if ctx.get_state("flag"):  # expect: DK005
        return "set"
    return "unset"
