from mcp.server.fastmcp import Context, FastMCP
from mcp.types import ClientCapabilities, ElicitationCapability

mcp = FastMCP("notes")


@mcp.tool()
async def rename(note_id: str, ctx: Context) -> str:
    session = ctx.session
    if not session.check_client_capability(
        capability=ClientCapabilities(elicitation=ElicitationCapability())
    ):
        return "the client cannot ask; pass the new name as an argument"
    answer = await ctx.elicit("New name?", schema=dict)
    return str(answer)
