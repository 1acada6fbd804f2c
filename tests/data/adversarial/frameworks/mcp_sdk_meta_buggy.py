from mcp.server.fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool()
async def t(x: int, ctx: Context) -> str:
    for _ in range(x):
        await ctx.report_progress(1, x)
    return ctx.request_context.meta.progressToken  # expect: DK201
