from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    cache_key = ctx.session_id  # expect: DK401
    return cache_key
