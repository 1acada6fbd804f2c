from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def progress(ctx: Context) -> str:
    meta = ctx.request_context.meta
    return str(meta.progressToken)  # expect: DK201
