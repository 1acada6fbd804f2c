from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    while True:  # expect: DK501
        if ctx.identity is not None:
            break
        await asyncio.sleep(1)
    return ctx.identity.tenant
