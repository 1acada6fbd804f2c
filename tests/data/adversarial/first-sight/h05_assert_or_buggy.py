from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    assert ctx.identity is not None or args.anonymous
    return ctx.identity.tenant  # expect: DK201
