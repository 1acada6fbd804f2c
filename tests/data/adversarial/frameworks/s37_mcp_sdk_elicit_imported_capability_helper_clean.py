from mcp.server.fastmcp import Context, FastMCP

from cards.capabilities import supports_elicitation

mcp = FastMCP("cards")


@mcp.tool()
async def create_card(title: str, ctx: Context) -> dict:
    can_elicit = supports_elicitation(ctx)
    if can_elicit and title:
        answer = await ctx.elicit(f"Fields for {title}?", schema=dict)
        return {"action": answer.action}
    return {}
