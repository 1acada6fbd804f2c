from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    ident = ctx.identity or MemoryIdentity(tenant='t', principal='p', conversation='c')
    return ident.tenant, (ctx.identity and ctx.identity.principal)
