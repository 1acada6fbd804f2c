from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    provider = getattr(ctx, "credentials", None)  # expect: DK202
    if provider is None:
        return None
    return provider.get("github")
