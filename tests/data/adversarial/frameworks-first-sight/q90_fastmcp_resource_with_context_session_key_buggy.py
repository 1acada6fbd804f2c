from fastmcp import Context, FastMCP

mcp = FastMCP("demo")
_VIEWS: dict = {}


@mcp.resource("data://views")
async def views(ctx: Context) -> str:
    _VIEWS[ctx.session_id] = _VIEWS.get(ctx.session_id, 0) + 1  # expect: DK401
    return "ok"
