from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio
CONNECTIONS = {}

@tool(name="connect")
def connect(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, "session")
    if key not in CONNECTIONS:
        if ctx.on_teardown is None or "session" not in (ctx.teardown_scopes or ()):
            return {"ok": False, "error": "no session teardown here"}
        CONNECTIONS[key] = object()
        ctx.on_teardown(lambda: CONNECTIONS.pop(key, None), scope="session", key=key)
    return {"ok": True}
