from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return sorted(args.items, key=lambda i: ctx.run_id.upper() + i)  # expect: DK201
