from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


def _remember(args: Q, ctx: ToolContext) -> dict:
    ctx.state["last"] = args.query
    return {"session": ctx.session.id, "count": len(ctx.state)}


remember = create_tool(name="remember", schema=Q, fn=_remember)
