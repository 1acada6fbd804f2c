from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio
FILES = {}

def register_cleanup(c, key):
    if c.on_teardown is not None and "run" in (c.teardown_scopes or ()):
        c.on_teardown(lambda: FILES.pop(key, None), scope="run", key=key)
        return True
    return False

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, "run")
    FILES[key] = args.data
    if not register_cleanup(ctx, key):
        FILES.pop(key)
    return "ok"
