from fastmcp import FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("demo")
_COUNTS: dict = {}


def _bump() -> int:
    ctx = get_context()
    _COUNTS[ctx.session_id] = _COUNTS.get(ctx.session_id, 0) + 1  # expect: DK401
    return _COUNTS[ctx.session_id]  # expect: DK401


@mcp.tool
def hit() -> int:
    return _bump()
