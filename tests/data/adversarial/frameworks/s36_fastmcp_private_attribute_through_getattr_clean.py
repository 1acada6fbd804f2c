from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("workspace")


def current_user_email() -> str | None:
    ctx = get_context()
    token = getattr(ctx, "_auth_token", None)  # fastmcp's own, unmodelled, like ctx._x
    claims = getattr(token, "claims", {}) if token else {}
    return claims.get("email")


@mcp.tool
async def whoami(ctx: Context) -> str:
    cached = getattr(ctx, "_cached_user", None)
    return cached or current_user_email() or "anonymous"
