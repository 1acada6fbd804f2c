from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


class Args(BaseModel):
    report: str = ""
    summary: str = ""


@tool(name="a", wants=["report"])
def a(args: Args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return None
    return ctx.wanted.get("summary")  # expect: DK105
