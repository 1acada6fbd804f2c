from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if isinstance(ctx.identity, MemoryIdentity) and ctx.identity.tenant:
        return ctx.identity.tenant.upper()
    return None
