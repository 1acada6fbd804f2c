from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    for _ in range(3):
        if ctx.run_id:
            break
    return ctx.run_id.upper()  # expect: DK201
