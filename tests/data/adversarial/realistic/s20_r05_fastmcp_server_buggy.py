from fastmcp import Context, FastMCP

mcp = FastMCP("files")


@mcp.tool
async def summarize(uri: str, ctx: Context) -> str:
    await ctx.info(f"reading {uri}")
    contents = await ctx.read_resource(uri)
    text = "".join(str(c) for c in contents)
    await ctx.report_progress(50, 100)
    client = ctx.client_id
    ctx.debug(f"client {client}")  # expect: DK005
    return text[:200]
