from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def tag(items: list[str], ctx: Context) -> list[str]:
    if ctx.client_id is None:
        return items
    return [f"{ctx.client_id.lower()}:{i}" for i in items]
