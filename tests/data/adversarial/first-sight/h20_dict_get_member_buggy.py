from devkit.agent import tool, ToolExecutionContext, MemoryIdentity
import asyncio
import threading
LOCK = threading.Lock()

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    info = {'ident': ctx.identity}
    return info.get('ident').tenant  # expect: DK201
