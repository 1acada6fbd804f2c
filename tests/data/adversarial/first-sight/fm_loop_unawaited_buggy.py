from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def t(uris: list[str], ctx: Context) -> int:
    for u in uris:
        ctx.read_resource(u)  # expect: DK005
    return len(uris)
