from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    while ctx.signal is None:
        await asyncio.sleep(0.1)
    return ctx.signal.aborted
