from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")
_seen: dict[str, int] = {}


@mcp.tool()
async def count(ctx: Context) -> int:
    sid = ctx.session_id  # expect: DK002
    _seen[sid] = _seen.get(sid, 0) + 1
    return _seen[sid]
