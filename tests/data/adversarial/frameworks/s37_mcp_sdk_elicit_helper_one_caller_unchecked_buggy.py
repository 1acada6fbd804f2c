from mcp.server.fastmcp import Context, FastMCP
from mcp.types import ClientCapabilities, ElicitationCapability

mcp = FastMCP("cards")


async def ask(ctx: Context) -> str:
    answer = await ctx.elicit("Which one?", schema=dict)  # expect: DK203
    return str(answer)


@mcp.tool()
async def careful(ctx: Context) -> str:
    if ctx.session.check_client_capability(ClientCapabilities(elicitation=ElicitationCapability())):
        return await ask(ctx)
    return ""


@mcp.tool()
async def hasty(ctx: Context) -> str:
    return await ask(ctx)
