from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def fetch(uri: str, ctx: Context) -> str:
    (pending := ctx.read_resource(uri))
    contents = await pending
    return f"read {len(contents)} parts of {uri}"
