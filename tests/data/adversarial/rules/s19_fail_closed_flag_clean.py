from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if not ctx.has_credentials:
        return None
    cred = ctx.credentials.get("github")
    return cred.name if cred else None
