from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    try:
        if ctx.client_id is None:
            return "anon"
    finally:
        await ctx.info("checked")
    for _ in range(x):
        await ctx.report_progress(1, x)
    return ctx.client_id.upper()
