from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    if ident is None:
        return None
    def reset():
        nonlocal ident
        ident = None
    reset()
    return ident.tenant  # expect: DK201
