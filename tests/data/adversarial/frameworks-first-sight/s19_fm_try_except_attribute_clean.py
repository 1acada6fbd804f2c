from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def fetch(url: str, ctx: Context) -> str:
    try:
        meta = ctx.request_context.meta
    except AttributeError:
        meta = None
    else:
        await ctx.info("ok")
    return str(meta)
