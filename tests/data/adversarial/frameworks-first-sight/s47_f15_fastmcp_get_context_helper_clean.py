from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("helper")


def _client() -> str:
    ctx = get_context()
    return ctx.client_id or "anonymous"


@mcp.tool
async def whoami(ctx: Context) -> str:
    await ctx.info("whoami")
    return _client()
