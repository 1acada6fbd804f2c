from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    result = None
    try:
        if ctx.identity is not None:
            result = ctx.identity.tenant
    finally:
        print('done')
    return result
