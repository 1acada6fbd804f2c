from mcp.server.fastmcp import FastMCP, Context

mcp = FastMCP("x")


def token_of(ctx: Context) -> str:
    return str(ctx.request_context.meta.progressToken)  # expect: DK201


@mcp.tool()
async def work(ctx: Context) -> str:
    return token_of(ctx)
