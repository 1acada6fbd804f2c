from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


class Args(BaseModel):
    repo: str


@tool(name="a", wants=["report"])  # expect: DK104
def a(args: Args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return None
    return len(ctx.wanted)
