from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    names = [ctx.upper() for ctx in args.names]
    return names, ctx.tool_call_id
