from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def fetch(uri: str, ctx: Context) -> str:
    pending = ctx.read_resource(uri)
    await ctx.report_progress(1, 2)
    contents = await pending
    return str(len(contents))
