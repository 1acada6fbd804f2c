from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def progress_token(ctx: Context) -> str:
    meta = ctx.request_context.meta  # expect: DK201
    return str(meta)
