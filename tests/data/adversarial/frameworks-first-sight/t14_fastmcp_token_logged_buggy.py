from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
async def whoami(ctx: Context) -> str:
    access = get_access_token()
    if access is None:
        return "anonymous"
    await ctx.info(f"token {access.token}")  # expect: DK402
    return access.client_id
