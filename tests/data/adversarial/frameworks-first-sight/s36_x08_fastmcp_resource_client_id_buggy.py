from fastmcp import Context, FastMCP

mcp = FastMCP("res")


@mcp.resource("profile://{name}")
async def profile(name: str, ctx: Context) -> str:
    return f"{name} seen by {ctx.client_id.lower()}"  # expect: DK201
