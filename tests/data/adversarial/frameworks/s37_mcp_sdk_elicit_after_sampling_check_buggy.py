from mcp.server.fastmcp import Context, FastMCP
from mcp.types import ClientCapabilities, SamplingCapability

mcp = FastMCP("cards")


@mcp.tool()
async def confirm(ctx: Context) -> str:
    # the client declared sampling, which says nothing about elicitation
    if ctx.session.check_client_capability(ClientCapabilities(sampling=SamplingCapability())):
        answer = await ctx.elicit("Sure?", schema=dict)  # expect: DK203
        return str(answer)
    return ""
