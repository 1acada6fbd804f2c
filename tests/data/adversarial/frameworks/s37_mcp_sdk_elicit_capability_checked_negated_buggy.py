from mcp.server.fastmcp import Context, FastMCP
from mcp.types import ClientCapabilities, ElicitationCapability

mcp = FastMCP("cards")


@mcp.tool()
async def confirm(ctx: Context) -> str:
    if not ctx.session.check_client_capability(
        ClientCapabilities(elicitation=ElicitationCapability())
    ):
        answer = await ctx.elicit("Sure?", schema=dict)  # expect: DK203
        return str(answer)
    return "asked elsewhere"
