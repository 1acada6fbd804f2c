from mcp.server.fastmcp import FastMCP, Context

mcp = FastMCP("x")


def token_of(ctx: Context) -> str | None:
    meta = ctx.request_context.meta
    return None if meta is None else str(meta.progressToken)


@mcp.tool()
async def work(ctx: Context) -> str:
    return token_of(ctx) or "none"
