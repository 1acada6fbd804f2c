from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if (ident := ctx.identity) is None:
        return None
    return ident.tenant, ctx.identity.principal
