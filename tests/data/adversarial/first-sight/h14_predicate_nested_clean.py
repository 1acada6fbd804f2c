from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    def ready():
        return ctx.identity is not None
    if not ready():
        return None
    return ctx.identity.principal
