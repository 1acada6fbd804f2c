from mcp.server.fastmcp import Context, FastMCP

server = FastMCP("demo")


@server.tool()
async def tag(note: str, ctx: Context) -> str:
    await ctx.info("tagging")
    owner = ctx.client_id.lower()  # expect: DK201
    return f"{owner}:{note}"
