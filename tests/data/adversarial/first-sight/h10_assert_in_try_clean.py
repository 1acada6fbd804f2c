from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    try:
        ident = ctx.identity
        assert ident
    except AssertionError:
        return None
    return ident.tenant
