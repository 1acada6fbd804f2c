from mcp.server.fastmcp import Context, FastMCP

from .capabilities import client_supports_elicitation, client_supports_sampling

mcp = FastMCP("cards")


@mcp.tool()
async def confirm(ctx: Context) -> str:
    if client_supports_sampling(ctx.session):
        # sampling declared: says nothing of elicitation
        answer = await ctx.elicit("Sure?", schema=dict)  # expect: DK203
        return str(answer)
    if not client_supports_elicitation(ctx):
        return "cannot ask"
    answer = await ctx.elicit("Which one?", schema=dict)
    return str(answer)
