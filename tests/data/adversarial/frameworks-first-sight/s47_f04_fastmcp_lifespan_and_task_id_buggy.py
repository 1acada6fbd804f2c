from fastmcp import Context, FastMCP

mcp = FastMCP("lifespan")


@mcp.tool
async def lookup(key: str, ctx: Context) -> str:
    db = ctx.lifespan_context["db"]
    label = ctx.task_id.split("-")[0]  # expect: DK201
    return f"{label}:{db.get(key)}"
