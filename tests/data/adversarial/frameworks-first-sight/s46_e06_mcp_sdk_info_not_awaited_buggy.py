from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("hello")


@mcp.tool()
async def hello(name: str, ctx: Context) -> str:
    ctx.info(f"hello {name}")  # expect: DK005
    return name
