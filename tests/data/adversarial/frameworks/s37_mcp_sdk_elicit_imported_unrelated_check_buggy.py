from mcp.server.fastmcp import Context, FastMCP

from cards.auth import is_authorised

mcp = FastMCP("cards")


@mcp.tool()
async def confirm(ctx: Context) -> str:
    if is_authorised(ctx):
        answer = await ctx.elicit("Sure?", schema=dict)  # expect: DK203
        return str(answer)
    return "no"
