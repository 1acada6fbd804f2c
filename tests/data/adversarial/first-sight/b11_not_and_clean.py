from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if not (ctx.identity and ctx.signal):
        return None
    return ctx.identity.tenant, ctx.signal.aborted
