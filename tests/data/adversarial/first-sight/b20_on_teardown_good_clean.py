from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, 'session')
    if ctx.on_teardown is None or 'session' not in (ctx.teardown_scopes or ()):
        return None
    ctx.on_teardown(lambda: None, scope='session', key=key)
    return key
