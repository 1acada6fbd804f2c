from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if len(args.items) > 0:
        return [ctx.wanted]  # expect: DK103
    return []
