from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context) -> str:
    token = get_access_token()
    if token is None:
        return "anon"
    await ctx.info(f"client {token.client_id}")
    return token.client_id
