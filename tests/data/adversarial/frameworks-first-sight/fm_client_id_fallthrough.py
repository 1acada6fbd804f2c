from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def whoami(ctx: Context) -> str:
    cid = ctx.client_id
    if not cid:
        await ctx.info("anonymous caller")
    return cid.upper()  # expect: DK201
