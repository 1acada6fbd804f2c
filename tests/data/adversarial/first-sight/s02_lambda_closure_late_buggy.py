from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    get = lambda: ctx.identity.tenant  # expect: DK201
    return get()
