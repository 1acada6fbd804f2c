from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def query(ctx: Context, sql: str) -> list:
    db = ctx.lifespan_context["db"]
    await ctx.report_progress(1, 2)
    return db.run(sql)
