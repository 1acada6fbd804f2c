from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    assert isinstance(ctx.identity, MemoryIdentity), 'identity required'
    return ctx.identity.tenant
