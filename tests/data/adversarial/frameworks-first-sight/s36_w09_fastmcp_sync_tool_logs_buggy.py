from fastmcp import Context, FastMCP

mcp = FastMCP("sync")


@mcp.tool
def add(a: int, b: int, ctx: Context) -> int:
    ctx.info(f"adding {a} and {b}")  # expect: DK005
    return a + b
