from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.session_id is None or ctx.identity is None or ctx.identity.tenant is None:
        return None
    return SESSIONS.get((ctx.identity.tenant, ctx.session_id))
