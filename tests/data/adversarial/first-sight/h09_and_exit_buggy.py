from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.identity is None and args.strict:
        return None
    return ctx.identity.tenant  # expect: DK201
