from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    rc = ctx.request_context
    if rc is None or rc.meta is None:
        return "none"
    for _ in range(x):
        await ctx.report_progress(1, x)
    return str(rc.meta.progressToken)
