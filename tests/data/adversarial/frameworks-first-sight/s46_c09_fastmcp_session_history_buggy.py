from fastmcp import Context, FastMCP

mcp = FastMCP("history")
_HISTORY: dict[str, list[str]] = {}


@mcp.tool
async def remember(text: str, ctx: Context) -> int:
    _HISTORY.setdefault(ctx.session_id, []).append(text)  # expect: DK401
    return len(_HISTORY[ctx.session_id])  # expect: DK401
