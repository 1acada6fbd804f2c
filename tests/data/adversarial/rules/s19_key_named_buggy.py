from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    cache_key = ctx.session_id  # expect: DK401
    return SESSIONS.get(cache_key)
