from mcp.server.fastmcp import Context, FastMCP

server = FastMCP("meta")


@server.tool()
async def token_of(ctx: Context) -> str:
    meta = ctx.request_context.meta
    return str(meta.progressToken)  # expect: DK201
