from mcp.server.fastmcp import Context, FastMCP

server = FastMCP("db")


@server.tool()
async def count_rows(table: str, ctx: Context) -> int:
    db = ctx.request_context.lifespan_context["db"]
    await ctx.debug(f"counting {table}")
    return await db.count(table)
