from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


def _route(args: Q, ctx: ToolContext) -> str:
    return ctx.actions.transfer_to_agent.upper()  # expect: DK201


route = create_tool(name="route", schema=Q, fn=_route)
