from pydantic import BaseModel

from mcp.server.fastmcp import Context, FastMCP
from mcp.types import ClientCapabilities, ElicitationCapability

mcp = FastMCP("ask")


class Name(BaseModel):
    name: str


@mcp.tool()
async def ask(ctx: Context) -> str:
    wanted = ClientCapabilities(elicitation=ElicitationCapability())
    if not ctx.session.check_client_capability(wanted):
        return "anonymous"
    result = await ctx.elicit("Your name?", schema=Name)
    return str(result)
