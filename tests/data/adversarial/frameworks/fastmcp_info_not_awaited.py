from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    ctx.info("hello")  # expect: DK005
    return "x"
