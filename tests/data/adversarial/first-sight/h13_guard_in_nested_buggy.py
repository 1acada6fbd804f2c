from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    def check():
        if ctx.identity is None:
            return False
        return True
    check()
    return ctx.identity.tenant  # expect: DK201
