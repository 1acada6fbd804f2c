from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if args.a:
        ident = ctx.identity
    elif ctx.identity:
        ident = ctx.identity
    else:
        return None
    return ident.tenant  # expect: DK201
