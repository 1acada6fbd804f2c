from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def fetch(uri: str, ctx: Context) -> str:
    (pending := ctx.read_resource(uri))  # expect: DK005
    return f"requested {uri}"
