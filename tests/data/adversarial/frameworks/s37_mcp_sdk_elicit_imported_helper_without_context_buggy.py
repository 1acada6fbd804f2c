from mcp.server.fastmcp import Context, FastMCP

from cards.settings import elicitation_enabled

mcp = FastMCP("cards")


@mcp.tool()
async def confirm(ctx: Context) -> str:
    # a setting of this server, not what the client declared
    if elicitation_enabled():
        answer = await ctx.elicit("Sure?", schema=dict)  # expect: DK203
        return str(answer)
    return "no"
