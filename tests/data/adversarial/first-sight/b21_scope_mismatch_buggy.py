from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, 'run')
    if ctx.on_teardown is not None and 'session' in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope='session', key=key)  # expect: DK302
    return key
