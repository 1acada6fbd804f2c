from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    with LOCK:
        if ctx.identity is None:
            return None
    return ctx.identity.tenant
