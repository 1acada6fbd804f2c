from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    try:
        if not ctx.identity:
            raise LookupError('no identity')
    except LookupError:
        print('continuing without identity')
    return ctx.identity.principal  # expect: DK201
