from fastmcp import Context, FastMCP

mcp = FastMCP("db")


@mcp.tool
async def count_rows(table: str, ctx: Context) -> int:
    db = ctx.request_context.lifespan_context["db"]  # expect: DK201
    return await db.count(table)
