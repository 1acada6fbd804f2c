from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


def _ident(args: Q, ctx: ToolContext) -> str:
    return ctx.function_call_id.upper()  # expect: DK201


ident = create_tool(name="ident", schema=Q, fn=_ident)
