from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, 'run')
    ctx.on_teardown(lambda: None, scope='run', key=key)  # expect: DK201, DK301
    return key
