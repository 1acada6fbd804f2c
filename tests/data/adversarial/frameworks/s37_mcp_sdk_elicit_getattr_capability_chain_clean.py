from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("cards")


def supports_elicitation(ctx: Context) -> bool:
    client_params = getattr(ctx.session, "client_params", None)
    if client_params is None:
        return False
    capabilities = getattr(client_params, "capabilities", None)
    if capabilities is None:
        return False
    elicitation = getattr(capabilities, "elicitation", None)
    return bool(elicitation)


@mcp.tool()
async def fill(card_id: str, ctx: Context) -> str:
    if not supports_elicitation(ctx):
        return "cannot ask"
    answer = await ctx.elicit("Fields?", schema=dict)
    return str(answer)
