from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    sig = ctx.signal
    if sig is None or sig.aborted:
        return 'stopped'
    return 'running' if not sig.aborted else 'stopped'
