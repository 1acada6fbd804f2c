from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    return cache_lookup(key=ctx.session_id)  # expect: DK401


def cache_lookup(key: str):
    return SESSIONS.get(key)
