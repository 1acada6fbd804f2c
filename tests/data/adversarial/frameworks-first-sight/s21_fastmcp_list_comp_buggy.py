from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def tag(items: list[str], ctx: Context) -> list[str]:
    return [f"{ctx.client_id.lower()}:{i}" for i in items]  # expect: DK201
