from fastmcp import FastMCP, Context

mcp = FastMCP("s")

@mcp.tool()
async def hello(name: str, ctx: Context) -> str:
    ctx.info(f"hello {name}")  # expect: DK005
    return name
