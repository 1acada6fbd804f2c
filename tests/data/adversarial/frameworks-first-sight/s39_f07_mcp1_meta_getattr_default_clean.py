from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def progress(ctx: Context) -> str:
    token = getattr(ctx.request_context.meta, "progressToken", None)
    return "no token" if token is None else str(token)
