from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    with contextlib.nullcontext(ident) as who:
        if who is None:
            return None
        return who.tenant
