from mcp.server.fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool()
async def t(x: int, ctx: Context) -> str:
    token = ctx.get_access_token()  # expect: DK002
    if token is None:
        return ""
    await ctx.info(f"token {token.token}")  # expect: DK402
    return "ok"
