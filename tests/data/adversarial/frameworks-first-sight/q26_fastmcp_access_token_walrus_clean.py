from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
async def whoami(ctx: Context) -> str:
    if (token := get_access_token()) is None:
        return "anonymous"
    await ctx.info("caller known")
    return token.client_id
