from mcp.server.fastmcp import Context, FastMCP
from mcp.types import ClientCapabilities, ElicitationCapability

mcp = FastMCP("cards")


def client_supports_elicitation(ctx: Context) -> bool:
    try:
        return ctx.session.check_client_capability(
            ClientCapabilities(elicitation=ElicitationCapability())
        )
    except Exception:
        return False


class Forms:
    @staticmethod
    async def ask_fields(message: str, ctx: Context) -> dict:
        result = await ctx.elicit(message=message, schema=dict)
        return {"action": result.action}


@mcp.tool()
async def create_card(title: str, ctx: Context) -> dict:
    can_ask = client_supports_elicitation(ctx)
    if can_ask and title:
        return await Forms.ask_fields(f"Fields for {title}", ctx=ctx)
    return {}
