from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    x = ctx.identity
    y = x
    if y:
        return x.tenant, ctx.identity.principal
    return None
