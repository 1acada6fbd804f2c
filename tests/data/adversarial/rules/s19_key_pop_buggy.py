from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.session_id is not None:
        SESSIONS.pop(ctx.session_id, None)  # expect: DK401
