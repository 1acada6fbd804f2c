from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}
NEEDS = [Need("github")]


@tool(name="a", needs=NEEDS)  # expect: DK003
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    return ctx.credential.name
