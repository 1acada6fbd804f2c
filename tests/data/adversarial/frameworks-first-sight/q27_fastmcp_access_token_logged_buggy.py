from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
async def whoami(ctx: Context) -> str:
    token = get_access_token()
    if token is None:
        return "anonymous"
    await ctx.debug(f"bearer {token.token}")  # expect: DK402
    return token.client_id
