from fastmcp import Context, FastMCP

mcp = FastMCP("hello")


@mcp.tool
async def whoami(ctx: Context) -> str:
    names = [r.name for r in await ctx.list_resources()]
    return f"{ctx.fastmcp.name} with {len(names)} resources, request {ctx.request_id}"
