from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def t(ctx: Context) -> int:
    n = ctx.get_state("n")  # expect: DK005
    return 1 if n else 0
