from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if ctx.identity is None and ctx.signal is None:
        return None
    return ctx.identity.tenant  # expect: DK201
