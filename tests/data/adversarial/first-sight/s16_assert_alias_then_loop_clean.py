from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    sig = ctx.signal
    assert sig is not None
    for _ in range(3):
        if sig.aborted:
            break
        await asyncio.sleep(0)
    return 'ok'
